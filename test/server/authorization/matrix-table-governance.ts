import { ADMINS, type MatrixTable } from "./matrix-types.ts";

/** How the club decides (decision 0050): admins' votes on applications. Members never see or cast votes. */
export const governanceTable: MatrixTable = {
  "POST /api/applications/:id/votes": [
    {
      about: "a vote on a pending application",
      expect: ADMINS,
      request: async (world) => ({
        method: "POST",
        url: `/api/applications/${await world.newApplication()}/votes`,
        payload: { vote: "reject", note: "Not this year." },
      }),
    },
  ],
};
