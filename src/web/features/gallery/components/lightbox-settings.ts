/** The lightbox's constants (docs/product/screens.md#gallery), in one place. */
export const LIGHTBOX = {
  /** Distance between slides as a share of the viewer (the library's carousel spacing). */
  slideDistance: 0.3,
  slideshowDelayMs: 8000,
  /** The controls fade out after this long without activity. */
  idleMs: 8000,
  zoomStep: 0.25,
  thumbnailGapPx: 8,
  /** Below this width the viewer takes the full width; above it, 90% of the window. */
  wideMinPx: 992,
  viewerShare: 0.9,
} as const;
