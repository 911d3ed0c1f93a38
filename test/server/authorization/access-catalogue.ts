/**
 * Every kind of thing the server holds and every way a member can reach one. The relation suite
 * (src/server/access/relations/) has a row for each pair, per relation; a kind or a way added here without its row
 * fails it.
 * A way that does not exist for a kind is listed with the reason, so that its absence is a decision, not a gap.
 */
/** Every way a member is named or chosen by the others: a member who left is in none of them (decision 0067). */
const LEAVER_WAYS = {
  "by id": "GET /api/profiles/:userId",
  directory: "GET /api/directory",
  "directory search by name": "GET /api/directory?q",
  "search by name": "GET /api/search?q",
  "mention and invite suggestions": "GET /api/members?q",
  "among the event's participants": "GET /api/events/:id participants",
  "new members on the members' home": "GET /api/me/home new_members",
  "begin a conversation with her": "POST /api/conversations",
  "mentioned in a comment": "POST /api/comments mentions",
} as const;

export const ACCESS_CATALOGUE = {
  event: {
    list: "GET /api/events",
    "list page": "GET /api/events?limit",
    "filter by dates": "GET /api/events?from&to",
    "by id": "GET /api/events/:id",
    "by slug": "GET /api/events/:slug",
    ics: "GET /api/events/:id/ics",
    "personal feed": "GET /api/calendar/:secret.ics",
    "its images": "GET /api/images/event/:id",
    "its comments": "GET /api/comments?commentableId",
    "comment on it": "POST /api/comments",
    join: "POST /api/events/:id/join",
    "its seats and her place on the waitlist": "GET /api/events/:id seats_left, waitlist_position",
    "link an image to it": "POST /upload-image event_id",
    "email it causes": "mention emails",
    "confirmation email": "POST /api/events/send-confirmation",
    "on the members' home": "GET /api/me/home (next events, invitations, new events)",
    "in the weekly digest": "the weekly digest email, “Your club this week” (new events)",
    search: "GET /api/search?q (its title)",
  },
  /**
   * The invite-only event's recap (decision 0069), sent by its creator to its participants once the event ended, with
   * the photo a participant asked to be removed chosen before her request: never shown.
   */
  "event recap": {
    "read it": "GET /api/events/:id/recap",
    "notice of it": "GET /api/me/notifications",
    "email it causes": "the event-recap email",
    "write its draft": "PUT /api/events/:id/recap",
    "send it": "POST /api/events/:id/recap/send",
  },
  /** An invitation to the invite-only event: sent by whoever may see the event, used only by the member it names. */
  invitation: {
    "send one to a member": "POST /api/events/invite",
    "accept one sent to another member": "GET /api/events/invite/:token",
  },
  /** A virtual event's link: those taking part, its creator and admins; absent for whoever else sees the event. */
  "event virtual link": {
    list: "GET /api/events virtual_link",
    "list page": "GET /api/events?limit virtual_link",
    "filtered list": "GET /api/events?from&to virtual_link",
    "by id": "GET /api/events/:id virtual_link",
    ics: "GET /api/events/:id/ics LOCATION",
    "personal feed": "GET /api/calendar/:secret.ics LOCATION",
    "on the members' home": "GET /api/me/home place",
    "email it causes": "join confirmation (invitation emails: events/virtual-link.test.ts)",
  },
  /** An event's cover image, uploaded by its creator: it follows the event. */
  "event cover": {
    "in the event answer": "GET /api/events/:id cover",
    "in the events list": "GET /api/events cover",
    "image by id": "GET /api/images/:id",
    "variant link": "GET /api/images/:id/display",
    "file bytes": "GET /media/images/…",
    "gallery list": "GET /api/images",
  },
  /** A repeating invite-only event: each date an event of its own, seen as that date is (here, the first one's invitee). */
  "event series": {
    "by id": "GET /api/event-series/:id",
    "change this and following": "PUT /api/events/:id scope following",
    "cancel this and following": "POST /api/events/:id/cancel scope following",
    "delete this and following": "DELETE /api/events/:id?scope=following",
  },
  image: {
    list: "GET /api/images",
    "list page": "GET /api/images?limit",
    "filter by event": "GET /api/images?eventId",
    "filter by tag (search)": "GET /api/images?tag",
    "by id": "GET /api/images/:id",
    "by title": "GET /api/images/:title",
    "variant link": "GET /api/images/:id/display",
    "file bytes": "GET /media/images/…",
    "email link": "GET /media/emailed/:token/:file (made when a mailing shows it)",
    "its comments": "GET /api/comments?commentableId",
    "comment on it": "POST /api/comments",
    "comment on it (image route)": "POST /api/images/:id/comments",
    edit: "PUT /api/images/:id",
    delete: "POST /api/delete-images",
    "email it causes": "comment notice to the uploader, mention emails",
    "new photos on the members' home": "GET /api/me/home new_photos",
    "in the weekly digest": "the weekly digest email, “Your club this week” (new photos)",
    "in her showcase": "GET /api/profiles/:userId showcase",
    search: "GET /api/search?q (its title)",
  },
  /**
   * A photo of the event a member asked to be removed ("Remove me", decision 0056): down for everyone but its uploader
   * and admins, by every way a photo is reached, until one of them keeps it down or restores it.
   */
  "photo asked to be removed": {
    list: "GET /api/images",
    "list page": "GET /api/images?limit",
    "filter by event": "GET /api/images?eventId",
    "filter by tag (search)": "GET /api/images?tag",
    "its event's images": "GET /api/images/event/:id",
    "by id": "GET /api/images/:id",
    "by title": "GET /api/images/:title",
    "variant link": "GET /api/images/:id/display",
    "file bytes": "GET /media/images/…",
    "email link made before the request": "GET /media/emailed/:token/:file",
    "its comments": "GET /api/comments?commentableId",
    "comment on it": "POST /api/comments",
    "new photos on the members' home": "GET /api/me/home new_photos",
    "in her showcase": "GET /api/profiles/:userId showcase",
    search: "GET /api/search?q (its title)",
    "the request about it": "GET /api/images/:id/removal-request",
    "ask for one to be removed": "POST /api/images/:id/removal-request",
    "keep one down": "POST /api/images/:id/removal-request/keep",
    "restore one": "POST /api/images/:id/removal-request/restore",
  },
  "member tagged in a photo": {
    "the photo's people": "GET /api/images/:id/people",
    "the photo's answer": "GET /api/images/:id people",
    "a waiting tag, in the photo's people": "GET /api/images/:id/people (pending)",
    "tag a member": "POST /api/images/:id/people",
    "remove her tag": "DELETE /api/images/:id/people/:userId",
    "accept a waiting tag": "POST /api/images/:id/people/:userId/accept",
    "decline a waiting tag": "POST /api/images/:id/people/:userId/decline",
    // Tags are not searched, and a profile does not list the photos she is tagged in (decision 0058): asked all the same.
    search: "GET /api/search?q (her name, among photos)",
    "her profile": "GET /api/profiles/:userId",
  },
  comment: {
    "in its thread": "GET /api/comments?commentableId",
    search: "GET /api/search?q (its words)",
    edit: "PUT /api/comments/:id",
    delete: "DELETE /api/comments/:id",
    "mentioning her, on the members' home": "GET /api/me/home comments",
  },
  like: {
    like: "POST /api/comments/:id/like",
    unlike: "DELETE /api/comments/:id/unlike",
  },
  /** A member's profile (the creator's, her city shown to admins only, her email left to its default). */
  profile: {
    "by id": "GET /api/profiles/:userId",
    "a field shown to admins only": "GET /api/profiles/:userId city",
    "email (admins only by default)": "GET /api/profiles/:userId email",
    directory: "GET /api/directory",
    "directory search by name": "GET /api/directory?q",
    "directory search by a field shown to admins only": "GET /api/directory?city",
    "member search by her email (admins only by default)": "GET /api/members?q",
    "search by name": "GET /api/search?q",
    "search by a field shown to admins only": "GET /api/search?q (her city)",
    "new members on the members' home": "GET /api/me/home new_members",
  },
  /** A deactivated member's profile: gone for everyone. */
  "deactivated member's profile": {
    "by id": "GET /api/profiles/:userId",
    "search by name": "GET /api/search?q",
    "directory search by name": "GET /api/directory?q",
    "new members on the members' home": "GET /api/me/home new_members",
  },
  /**
   * A member within the 30 days of closing her account (or of an admin's removal), and one erased after them
   * (decision 0067): gone for everyone, wherever members are named or chosen.
   */
  "closing member": LEAVER_WAYS,
  "erased member": LEAVER_WAYS,
  /** A member's uploaded photo (the creator's): every member sees it where her profile shows; visitors never. */
  "member's photo": {
    "file bytes": "GET /media/avatars/:userId/:file",
    "on her profile": "GET /api/profiles/:userId avatar_url",
    "in the directory": "GET /api/directory avatar_url",
  },
  /** A deactivated member's photo: gone with her profile, for everyone, in every answer that carried it. */
  "deactivated member's photo": {
    "file bytes": "GET /media/avatars/:userId/:file",
    "beside her among the event's participants": "GET /api/events/:id participants avatar_url",
  },
  /** Each member's own home, profile form and showcase: there is no id to ask for another's. */
  "own home": { read: "GET /api/me/home" },
  /** A Travel Host's home not yet published: its host's and admins' alone. */
  "stay draft": {
    list: "GET /api/stays",
    search: "GET /api/search?q (its title)",
    "filter by dates and guests": "GET /api/stays?from&to&guests",
    "search by place": "GET /api/stays?where",
    "by id": "GET /api/stays/:id",
    "photo file": "GET /api/stays/:id/photos/:photoId/:variant",
    edit: "PUT /api/stays/:id",
    "add a photo": "POST /api/stays/:id/photos",
    request: "POST /api/stays/:id/requests",
  },
  /** A published home: every member's; changed by its host and admins; requested by anyone but its host. */
  stay: {
    list: "GET /api/stays",
    search: "GET /api/search?q (its title)",
    "filter by dates and guests": "GET /api/stays?from&to&guests",
    "search by place": "GET /api/stays?where",
    "by id": "GET /api/stays/:id",
    "photo file": "GET /api/stays/:id/photos/:photoId/:variant",
    edit: "PUT /api/stays/:id",
    "add a photo": "POST /api/stays/:id/photos",
    request: "POST /api/stays/:id/requests",
  },
  /** A published home's exact address: its host, admins and the guest of an accepted stay there, by every way. */
  "stay address": {
    list: "GET /api/stays",
    "search by its words": "GET /api/search?q (street)",
    "search results": "GET /api/search?q (its title)",
    "filter by dates and guests": "GET /api/stays?from&to&guests",
    "search by place": "GET /api/stays?where",
    "by id": "GET /api/stays/:id",
    "the accepted request": "GET /api/stay-requests/:id",
    "requests list": "GET /api/stay-requests",
    "calendar file": "GET /api/stay-requests/:id/ics",
    "email it causes": "stay-answered email",
    "photo file (metadata)": "GET /api/stays/:id/photos/:photoId/:variant",
  },
  /** A pending stay request: its guest, the home's host and admins. */
  "stay request": {
    "by id": "GET /api/stay-requests/:id",
    "requests list": "GET /api/stay-requests",
    "accept or decline": "PATCH /api/stay-requests/:id status accepted|declined",
    cancel: "PATCH /api/stay-requests/:id status cancelled",
    "sign the guest book": "POST /api/stay-requests/:id/guest-book",
    "email it causes": "stay-requested and stay-answered emails",
  },
  /** Admin-only kinds: reached only by admins, whatever the relation. */
  application: { list: "GET /api/applications" },
  /** Decision 0068: what an applicant asks of the member she named; that member alone reads and answers it. */
  sponsorship: {
    "by its link": "GET /api/sponsorships/:token",
    answer: "POST /api/sponsorships/:token",
    notice: "GET /api/me/notifications (a sponsorship notice)",
    "email it causes": "the sponsorship-request email",
    "on the review card": "GET /api/applications sponsor",
  },
  member: { "list (emails to admins only)": "GET /api/users", "invite search": "GET /api/members?q" },
  mailing: {
    list: "GET /api/admin/mailings",
    "review by id (decision 0070)": "GET /api/admin/mailings/:id/review",
    "its email, for the review frame": "GET /api/admin/mailings/:id/review/document",
  },
  "mail log entry": {
    list: "GET /api/admin/mail-log",
    "filter by state and kind": "GET /api/admin/mail-log?state&kinds",
    "by id (its message, while no mail server)": "GET /api/admin/mail-log/:id",
    "its HTML part": "GET /api/admin/mail-log/:id/html",
  },
  "audit entry": { list: "GET /api/admin/audit-log" },
  "invitation code": { list: "GET /api/admin/invitation-codes" },
  "dashboard counts": { read: "GET /api/admin/overview" },
  /** Decision 42: the club's event categories; every member reads the visible ones (the event dialog), admins all. */
  "event category": {
    "visible list": "GET /api/event-categories",
    "admin list": "GET /api/admin/event-categories",
    replace: "PUT /api/admin/event-categories",
  },
  "club settings": {
    read: "GET /api/admin/club-settings",
    change: "PUT /api/admin/club-settings",
    "first-run checklist": "GET /api/admin/setup-checklist",
    "test email": "POST /api/admin/club-settings/test-email",
  },
  "calendar feed": { "own settings": "GET /api/me/calendar-feed" },
  /** Her tier and its discount, as the stay form reads it (decision 52: set only through her membership and the tiers). */
  "membership tier": { own: "GET /api/me/membership-tier" },
  /** Decision 52: her request to change tier (hers alone, no id names another's); the admins list and answer them. */
  "tier change request": {
    own: "GET /api/me/membership/change-request",
    ask: "POST /api/me/membership/change-request",
    "admin list": "GET /api/admin/membership/change-requests",
    approve: "POST /api/admin/membership/change-requests/:id/approve",
    decline: "POST /api/admin/membership/change-requests/:id/decline",
  },
  /** Decision 44: the tiers (admins edit; their public read, GET /api/tiers, is in the matrix as PUBLIC) and a member's membership (hers alone; admins set it). */
  tiers: { "admin list": "GET /api/admin/tiers", replace: "PUT /api/admin/tiers" },
  membership: {
    own: "GET /api/me/membership",
    "read a member's": "GET /api/admin/members/:userId/membership",
    "set a member's": "PUT /api/admin/members/:userId/membership",
  },
  /** Decision 48: a member's dues ledger (hers alone; admins read any and record payments and charges) and the renewals. */
  ledger: {
    own: "GET /api/me/ledger",
    "a member's": "GET /api/admin/members/:userId/ledger",
    "record a payment": "POST /api/admin/members/:userId/payments",
    "record a charge": "POST /api/admin/members/:userId/charges",
  },
  renewals: { list: "GET /api/admin/renewals", "as CSV": "GET /api/admin/renewals.csv" },
  /** Decision 61: the club's committees (every member reads them; admins run them; the tier's duty decides joining). */
  committee: {
    list: "GET /api/committees",
    "join without a committee duty": "POST /api/committees/:id/members/me",
    "leave one she sits on": "DELETE /api/committees/:id/members/me",
    "admin create": "POST /api/committees",
    "admin edit": "PUT /api/committees/:id",
    "admin seat": "PUT /api/committees/:id/members/:userId",
    "admin unseat": "DELETE /api/committees/:id/members/:userId",
  },
  /** Decision 61: an event's volunteer slots follow the event; its creator or an admin sets them. */
  "volunteer slot": {
    "on the invite-only event": "GET /api/events/:id/volunteer-slots",
    "set them": "PUT /api/events/:id/volunteer-slots",
    "take one without a volunteering duty": "POST /api/events/:id/volunteer-slots/:slotId/take",
  },
  /**
   * Decision 72: the showcase pieces exhibited in an event follow the event's inside (decision 0059); its creator or an
   * admin makes it an exhibition; whoever sees it exhibits her own piece and withdraws it.
   */
  exhibit: {
    "on the invite-only exhibition": "GET /api/events/:id/exhibits",
    "exhibit a piece of her showcase": "POST /api/events/:id/exhibits",
    "withdraw her piece": "DELETE /api/events/:id/exhibits/:imageId",
    "make it an exhibition": "PUT /api/events/:id/exhibition",
  },
  /** Decision 61: what she gave this term (hers alone, no id names another's). */
  duties: { own: "GET /api/me/duties" },
  /** A member's sessions and second factors (decision 28): each member reaches her own only, and has no id for another's factors. */
  session: {
    "own list": "GET /api/me/sessions",
    "end by id": "DELETE /api/me/sessions/:id",
    "end all others": "DELETE /api/me/sessions",
  },
  "second factor": { "own status": "GET /api/me/2fa", "step-up of her own session": "POST /api/me/step-up" },
  "club security settings": { read: "GET /api/admin/security-settings", change: "PUT /api/admin/security-settings" },
  passkey: { "own list": "GET /api/me/passkeys", "remove by id": "DELETE /api/me/passkeys/:id" },
  /** Decision 47: what the club holds about her and her archive; each member reaches her own, the link only its member. */
  "privacy export": {
    "own summary": "GET /api/me/privacy",
    "ask for one": "POST /api/me/export",
    "download by the emailed link": "GET /api/me/export/:token",
  },
  /**
   * Decision 0049: a conversation is its participants' alone (admins included: they read a message only once it is
   * reported), by every way; a block or a deactivated member leaves it readable and closes it to writing.
   */
  conversation: {
    list: "GET /api/conversations",
    "its messages": "GET /api/conversations/:id/messages",
    "write in it": "POST /api/conversations/:id/messages",
    "reply by email to its notice": "reply+<token>@ through the inbound SMTP listener's service (decision 0064)",
    "report a message of the other's": "POST /api/messages/:id/report",
    "notice of its messages": "GET /api/me/notifications",
    "live stream": "GET /api/me/stream (notice events, resumed from the start)",
  },
  "conversation with a blocked member": {
    list: "GET /api/conversations",
    "its messages": "GET /api/conversations/:id/messages",
    "write in it": "POST /api/conversations/:id/messages",
    "reply by email to its notice": "reply+<token>@ through the inbound SMTP listener's service (decision 0064)",
    "report a message of the other's": "POST /api/messages/:id/report",
    "notice of its messages": "GET /api/me/notifications",
    "live stream": "GET /api/me/stream (notice events, resumed from the start)",
  },
  "conversation with a deactivated member": {
    list: "GET /api/conversations",
    "its messages": "GET /api/conversations/:id/messages",
    "write in it": "POST /api/conversations/:id/messages",
    "reply by email to its notice": "reply+<token>@ through the inbound SMTP listener's service (decision 0064)",
    "report a message of the other's": "POST /api/messages/:id/report",
    "notice of its messages": "GET /api/me/notifications",
    "live stream": "GET /api/me/stream (notice events, resumed from the start)",
  },
  /** A message reported to the admins: the admins read it, and nothing else of its conversation. */
  "reported message": { "admin list": "GET /api/admin/reported-messages" },
  /**
   * Decision 0062: a declined introduction is its asker's and introducer's, and the member introduced's only if it was
   * forwarded to her; no list, notice or stream tells anyone else of it (admins included).
   */
  "introduction declined by its introducer": {
    list: "GET /api/introductions",
    notices: "GET /api/me/notifications",
    "accept it": "POST /api/introductions/:id/accept",
  },
  "introduction declined by the member": {
    list: "GET /api/introductions",
    notices: "GET /api/me/notifications",
    "accept it": "POST /api/introductions/:id/accept",
  },
} as const;

export type AccessKind = keyof typeof ACCESS_CATALOGUE;
