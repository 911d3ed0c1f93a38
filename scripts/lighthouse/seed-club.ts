// A small club for the page checks, made through the real API as the admin: events and gallery images.
import sharp from "sharp";

export interface SeededClub {
  cookie: string;
  eventPath: string;
}

async function call(base: string, cookie: string, path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init;
  const response = await fetch(`${base}${path}`, {
    ...rest,
    headers: { cookie, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A photograph-like JPEG: a gradient sky over a hill, with a sun (no two alike). */
function photograph(index: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,65%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${300 + index * 60}" cy="300" r="110" fill="hsl(${(hue + 180) % 360},70%,85%)" opacity="0.85"/>
    <path d="M0 620 Q 360 500 660 590 T 1200 560 V 800 H 0 Z" fill="hsl(${(hue + 20) % 360},40%,25%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

const EVENTS = [
  "Supper salon",
  "Wine tasting in the cellar",
  "Book club: The Waves",
  "Golf morning",
  "Ceramics open studio",
  "Tea at the conservatory",
];

/** Logs in as the admin, creates the events and uploads the images; returns the session cookie and one event's page. */
export async function seedClub(
  base: string,
  admin: { email: string; password: string },
  images = 12,
): Promise<SeededClub> {
  const login = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`the admin login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

  const events = [];
  for (const [index, title] of EVENTS.entries()) {
    const event_date = `2030-0${(index % 9) + 1}-1${index}`;
    const description = `${title}: an evening among members, with time to talk. Bring a friend from the club.`;
    events.push(
      await call(base, cookie, "/api/events", {
        method: "POST",
        json: { title, description, event_date, start_time: "18:30", end_time: "21:00" },
      }),
    );
  }
  for (let index = 0; index < images; index += 1) {
    const form = new FormData();
    form.append(
      "image",
      new Blob([new Uint8Array(await photograph(index))], { type: "image/jpeg" }),
      `evening-${index + 1}.jpg`,
    );
    await call(base, cookie, "/upload-image", { method: "POST", body: form });
  }
  return { cookie, eventPath: `/events/${String(events[0]!.slug)}` };
}
