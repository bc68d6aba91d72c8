// Who may use the AI assistant: staff, and the members of a company that has it turned on. The header's icon
// and the /ai-conversation pages' not-found gate ask this; anyone else sees neither.
export function aiAssistantVisible(isStaff: boolean, companyEnabled: boolean): boolean {
  return isStaff || companyEnabled;
}
