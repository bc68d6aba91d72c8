// The AI assistant's input limits: the contract's schemas (lib/contract/ai-conversation.ts) check them, and the
// browser's fields use them as maxLength, without loading the schemas (zod) for two numbers.

/** At most this many characters in one question. */
export const maxQuestionLength = 4000;
/** At most this many characters in a conversation's label. */
export const maxLabelLength = 200;
