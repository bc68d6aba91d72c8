// Words the leveling exports print for a cell's answer.
export const answerLabel = (status: string | null): string =>
  status === "included"
    ? "Included"
    : status === "excluded"
      ? "Excluded"
      : status === "qualified"
        ? "Qualified"
        : "";
