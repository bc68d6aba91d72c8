import type { BidPackageDto } from "@/lib/contract/bid-package";

/**
 * What every section of the package detail (components/bids/package-detail.tsx) receives: the documents
 * here, the invitations panel (14b) and the leveling and award section (14c).
 */
export type PackageSectionProps = { pkg: BidPackageDto; estimateUid: string; canEdit: boolean };
