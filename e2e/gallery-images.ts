import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import sharp from "sharp";

/** A small, real photograph-like image (an abstract gradient with a sun), made with sharp. */
export async function makeImage(
  format: "jpeg" | "png",
  width: number,
  height: number,
  colours: [string, string, string],
): Promise<Buffer> {
  const [sky, ground, sun] = colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${ground}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.68}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.16}" fill="${sun}" opacity="0.85"/>
    <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.62} ${width * 0.55} ${height * 0.74} T ${width} ${height * 0.7} V ${height} H 0 Z" fill="${ground}" opacity="0.9"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === "jpeg" ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

export const PALETTES: [string, string, string][] = [
  ["#2d3a5c", "#c98b5a", "#f3d6a4"],
  ["#7a9a82", "#2f4a36", "#efe6c8"],
  ["#5b1a2a", "#d9a27a", "#f6e3c0"],
  ["#9fb4c7", "#3c4f63", "#fff3d6"],
];

/** Uploads an image through the API (for journeys that need images but do not test the upload itself). */
export async function uploadThroughApi(
  api: APIRequestContext,
  name: string,
  palette = PALETTES[0]!,
  fields: Record<string, string> = {},
) {
  const buffer = await makeImage("jpeg", 900, 600, palette);
  const answer = await api.post("/upload-image", {
    multipart: { ...fields, image: { name, mimeType: "image/jpeg", buffer } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string; title: string };
}
