import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

const PARAM = "image";

/**
 * The open image lives in the URL as ?image=:id. Opening pushes a history entry, so the browser's Back
 * closes the dialog; closing goes back when the gallery opened it, else drops the parameter in place.
 */
export function useImageDeepLink() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openId = params.get(PARAM);

  const open = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(PARAM, id);
      navigate({ search: `?${next}` }, { state: { openedInGallery: true } });
    },
    [navigate, params],
  );

  const close = useCallback(() => {
    if ((location.state as { openedInGallery?: boolean } | null)?.openedInGallery) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(PARAM);
    setParams(next, { replace: true });
  }, [location.state, navigate, params, setParams]);

  /** Shows another image without a new history entry (the lightbox's last slide). */
  const replace = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(PARAM, id);
      setParams(next, { replace: true, state: location.state });
    },
    [location.state, params, setParams],
  );

  return { openId, open, close, replace };
}
