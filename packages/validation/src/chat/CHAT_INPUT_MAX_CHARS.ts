/**
 * Longest visitor message of a text conversation (the `chat` function refuses a longer one; the
 * site's field stops there). A typed message is a sentence or two, a phone number or an e-mail
 * address, never a document: each turn is sent to the model and paid for.
 */
export const CHAT_INPUT_MAX_CHARS = 500;
