/**
 * What a real shop's site says before staff set their own (decision 0066): a name that reads as
 * one to replace rather than as a broken page, and that the launch checklist knows.
 */
export const NEW_SHOP_ARTIST_NAME = 'Your artist name';
