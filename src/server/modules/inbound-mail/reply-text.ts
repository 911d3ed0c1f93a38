/**
 * The words a reply adds, without what it quotes ("On … wrote:" and the lines under it, "-----Original Message-----",
 * Outlook's "From:" block), its signature ("-- ", "Sent from my iPhone") or its trailing blank lines: email-reply-parser,
 * which recognises the quoting of the common mail clients in several languages.
 */
export async function replyText(text: string): Promise<string> {
  const { default: EmailReplyParser } = await import("email-reply-parser");
  return new EmailReplyParser().parseReply(text.replace(/\r\n?/g, "\n")).trim();
}
