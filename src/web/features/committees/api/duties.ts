import { useQuery } from "@tanstack/react-query";
import { COMMITTEES_PATHS, myDutiesSchema } from "../../../../shared/committees.ts";
import { api } from "../../../lib/api.ts";

/** Decision 61: what she gave this term (her membership page counts it). */
export const useMyDuties = () =>
  useQuery({ queryKey: ["duties"], queryFn: () => api(COMMITTEES_PATHS.myDuties, { schema: myDutiesSchema }) });
