"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";
import { uploadLogo } from "@/lib/client/logo-upload";
import { ifMatch, settingsKeys } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { CompanyDto } from "@/lib/contract/company";
import { imageTypeList } from "@/lib/domain/upload-types";

const uploadFailed = {
  variant: "destructive",
  title: "Error",
  description: "An error occurred during upload",
} as const;
const updateFailed = {
  variant: "destructive",
  title: "Error",
  description: "An error occurred updating company",
} as const;

/** Progress 0–100 % while the file goes up, back to 0 on finish or failure; then PUT /company. */
export function LogoUpload({ company }: { company: CompanyDto }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [busy, setBusy] = useState<"upload" | "save" | null>(null);

  async function saveLogo(logoUrl: string | null) {
    setBusy("save");
    try {
      const updated = await api<CompanyDto>("/company", {
        method: "PUT",
        body: { logo_url: logoUrl },
        headers: ifMatch(company.version),
      });
      queryClient.setQueryData(settingsKeys.company(company.uid), updated);
    } catch {
      toast(updateFailed);
    }
  }

  async function upload(file: File) {
    setBusy("upload");
    let publicUrl: string;
    try {
      publicUrl = await uploadLogo(file, setProgress);
    } catch {
      toast(uploadFailed);
      setBusy(null);
      return;
    } finally {
      setProgress(0);
      if (input.current) input.current.value = "";
    }
    await saveLogo(publicUrl);
    setBusy(null);
  }

  return (
    <div className="grid gap-4">
      <div className="flex min-h-20 items-center justify-center rounded-lg border border-dashed bg-muted/30 p-4 sm:w-72">
        {company.logo_url ? (
          // biome-ignore lint/performance/noImgElement: an uploaded logo of any size, from storage.
          <img
            src={company.logo_url}
            alt={`${company.company_name} logo`}
            data-testid="settings-logo"
            className="max-h-24 w-auto max-w-full object-contain"
          />
        ) : (
          <span className="text-muted-foreground text-sm">No logo yet</span>
        )}
      </div>
      <input
        ref={input}
        id="logo-file"
        type="file"
        accept={imageTypeList.join(",")}
        className="sr-only"
        aria-label="Logo file"
        disabled={busy !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      {busy === "upload" && <Progress value={progress} label="Upload progress" className="sm:w-72" />}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => input.current?.click()} disabled={busy !== null}>
          {busy ? <Spinner /> : <ImageUp />}
          {company.logo_url ? "Replace logo" : "Upload logo"}
        </Button>
        {company.logo_url && (
          <Button
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={async () => {
              await saveLogo(null);
              setBusy(null);
            }}
          >
            <Trash2 />
            Remove logo
          </Button>
        )}
      </div>
    </div>
  );
}
