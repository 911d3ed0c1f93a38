import type { Config } from "../../config.ts";
import { calendarFile } from "../../kernel/calendar/calendar-file.ts";
import { placeOf } from "./mapper.ts";
import type { RequestRow } from "./repository.ts";

const dateArray = (date: string) => date.split("-").map(Number) as [number, number, number];

/** An accepted stay as an all-day calendar entry from arrival to departure, with the address it was confirmed at. */
export function stayIcs(row: RequestRow, config: Pick<Config, "publicUrl" | "clubName">): Promise<string> {
  const url = `${config.publicUrl.href.replace(/\/+$/, "")}/stays/requests?request=${encodeURIComponent(row.id)}`;
  return calendarFile(
    [
      {
        uid: `stay-${row.id}@${config.publicUrl.host}`,
        start: dateArray(row.from_date),
        end: dateArray(row.to_date),
        title: `Stay at ${row.listing_title}`,
        location: row.listing_address,
        description: `${placeOf({ city: row.listing_city, region: "", country: row.listing_country })}. Host: ${row.host_name} <${row.host_email}>. ${url}`,
        url,
        lastModified: new Date(row.updated_at).getTime(),
      },
    ],
    { productId: `${config.clubName}//Stays//EN` },
  );
}
