/**
 * What the listener answers a refused reply, in the SMTP reply line her mail server turns into a bounce she reads:
 * plain, and never naming more than she sent (whether a thing exists, or who blocked her, stays unsaid).
 */
export const REPLY_ANSWERS = {
  notOurs: "5.1.1 This is not a reply address of the club's, or it has expired. Please answer on the club's site.",
  oneAddress: "5.5.3 Please send a reply to one reply address at a time.",
  notFromHer: "5.7.1 A reply must come from the address the club wrote to.",
  autoReply: "5.7.1 Automatic replies are not posted.",
  empty: "5.6.0 This reply holds no words of its own to post.",
  tooLarge: "5.3.4 This reply is too large. Please answer on the club's site.",
  accountNotReady: "5.7.1 Please sign in on the club's site first: your account asks something of you there.",
  refused: "5.7.1 This reply cannot be posted. Please answer on the club's site.",
  tooMany: "4.7.1 Too many replies at once; your mail server will try again later.",
  unavailable: "4.3.0 The club cannot take this reply now; your mail server will try again later.",
  accepted: "2.0.0 Posted. Thank you.",
} as const;
