import { Navigate, useParams, useSearchParams } from "react-router";
import { StayEditor } from "../components/StayEditor.tsx";
import { StayHome } from "../components/StayHome.tsx";
import { StayRequests } from "../components/StayRequests.tsx";
import { StaysGrid } from "../components/StaysGrid.tsx";
import staysStylesheet from "../../../styles/stays.css?url";

/**
 * Every stays screen in one chunk, one entry in the shell's route list (the public pages' budget pays for each):
 * the grid at /stays, /stays/new, /stays/requests (and ?request=:id, where the emails lead), /stays/tiers (gone: the tiers are /admin#tiers, where it now leads), /stays/:id and its ?edit.
 */
export function StaysPage() {
  // Loaded by this page, not by the entry (which inlines its styles into every page) nor as a CSS import (whose file
  // name the shell would list for its chunk, bytes every public page pays): React holds the page until it has loaded.
  return (
    <>
      <link rel="stylesheet" href={staysStylesheet} precedence="stays" />
      <StaysScreen />
    </>
  );
}

function StaysScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id === undefined) return <StaysGrid />;
  if (id === "new") return <StayEditor id={undefined} />;
  if (id === "requests") return <StayRequests />;
  // The tiers and their discounts live in /admin#tiers (decision 52); an old link or bookmark goes there.
  if (id === "tiers") return <Navigate to="/admin#tiers" replace />;
  if (params.has("edit")) return <StayEditor id={id} />;
  return <StayHome />;
}
