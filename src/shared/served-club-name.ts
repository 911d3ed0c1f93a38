/**
 * The club's name in the HTML the build renders (the public pages, the app's frame, their titles): the build cannot
 * know it, as the admins set it in the club settings. The server puts the settings' name in its place in every page it
 * sends, with a `<meta name="club-name">` the app reads as it starts, so hydration finds the name it rendered.
 */
export const CLUB_NAME_PLACEHOLDER = "%CLUB_NAME%";
export const CLUB_NAME_META = "club-name";
