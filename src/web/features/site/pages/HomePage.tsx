import { useEffect, useRef } from "react";
import { ButtonLink } from "../../../components/ui/Button.tsx";
import { SITE_COPY } from "../../../content/site.ts";

function HeroVideo() {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (!reduced) void video.current?.play().catch(() => {});
  }, []);
  return (
    <video
      ref={video}
      className="hero__video"
      muted
      loop
      playsInline
      preload="metadata"
      poster="/media/hero-poster.webp"
      aria-hidden="true"
    >
      <source src="/media/hero.webm" type="video/webm" />
      <source src="/media/hero.mp4" type="video/mp4" />
    </video>
  );
}

export function HomePage() {
  const { home } = SITE_COPY;
  return (
    <main id="main">
      <section className="hero" aria-labelledby="hero-title">
        <HeroVideo />
        <div className="hero__veil" />
        <div className="hero__content">
          <span className="eyebrow hero__eyebrow">{home.eyebrow}</span>
          <h1 id="hero-title" className="hero__title">
            {home.title}
          </h1>
          <p className="hero__lede">{home.lede}</p>
          <ButtonLink to="/membership" variant="light">
            {home.membershipCall.button}
          </ButtonLink>
        </div>
      </section>

      <div className="page home-sections">
        {home.sections.map((section, index) => (
          <section key={section.id} className="home-section" aria-labelledby={`section-${section.id}`}>
            <span className="home-section__number" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <div>
              <h2 id={`section-${section.id}`}>{section.title}</h2>
              <p>{section.text}</p>
            </div>
            <ul className="topic-list">
              {section.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>
        ))}

        <section className="membership-call" aria-labelledby="membership-call">
          <h2 id="membership-call">{home.membershipCall.title}</h2>
          <p>{home.membershipCall.text}</p>
          <ButtonLink to="/membership">{home.membershipCall.button}</ButtonLink>
        </section>
      </div>
    </main>
  );
}
