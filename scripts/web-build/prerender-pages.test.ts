import { describe, expect, it } from "vitest";
import { frameDocument, inlineStylesheets, pageDocument } from "./prerender-pages.ts";

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="A private members' club for women executives." />
    <title>Salon</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-abc.woff2">
    <link rel="modulepreload" crossorigin href="/assets/boot-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("a prerendered page's document", () => {
  const page = {
    path: "/about",
    title: "About the club · Salon",
    description: 'A place to be "someone other" than <the person> who runs the meeting & more.',
  };
  const html = pageDocument(template, page, "<main><h1>About the club</h1></main>");

  it("carries the page's markup in the root, ahead of the same external script", () => {
    expect(html).toContain('<div id="root"><main><h1>About the club</h1></main></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).not.toMatch(/<script>(?!<)/);
  });

  it("leaves the app's chunks to load after the page has been shown, keeping the font preloads", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("boot-abc.js");
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-abc.woff2">',
    );
  });

  it("has the page's own title, description and link-preview tags, escaped", () => {
    const description =
      "A place to be &quot;someone other&quot; than &lt;the person&gt; who runs the meeting &amp; more.";
    expect(html).toContain("<title>About the club · Salon</title>");
    expect(html).toContain(`<meta name="description" content="${description}" />`);
    expect(html).not.toContain("women executives.");
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain('<meta property="og:title" content="About the club · Salon" />');
    expect(html).toContain('<meta property="og:url" content="%PUBLIC_URL%/about" />');
    expect(html).toContain('<link rel="canonical" href="%PUBLIC_URL%/about" />');
    // The server names the club as its settings say (src/server/plugins/web-app.ts).
    expect(html).toContain('<meta property="og:site_name" content="%CLUB_NAME%" />');
  });

  it("names / as the canonical address of /home, and preloads a page's lead image", () => {
    const home = pageDocument(
      template,
      { path: "/home", title: "Salon", description: "Home", leadImage: "/media/hero-poster.jpg" },
      "<main></main>",
    );
    expect(home).toContain('<link rel="canonical" href="%PUBLIC_URL%/" />');
    expect(home).toContain('<link rel="preload" as="image" href="/media/hero-poster.jpg" fetchpriority="high" />');
  });

  it("refuses a template without the root or the head it fills", () => {
    expect(() =>
      pageDocument(template.replace('<div id="root"></div>', '<div id="app"></div>'), page, "<main></main>"),
    ).toThrow(/\/about/);
  });
});

describe("the stylesheet of a prerendered page", () => {
  const withLink = '<head>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n</head>';

  it("is inlined in a <style> block in place of its link, which stays disabled (never fetched) for the chunks to find", () => {
    const html = inlineStylesheets(withLink, (href) => (href === "/assets/index-abc.css" ? "body{color:#1d1a16}" : ""));
    expect(html).toBe(
      '<head>\n<style>body{color:#1d1a16}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>\n</head>',
    );
  });

  it("is refused when its text would close the <style> block early", () => {
    expect(() => inlineStylesheets(withLink, () => 'a::after{content:"</style>"}')).toThrow(/index-abc\.css/);
  });
});

describe("index.html, for every page not rendered at build time", () => {
  it("holds the app's frame in its root, marked so that the app renders over it rather than hydrating it", () => {
    const html = frameDocument(
      template,
      '<div class="site"><header>Salon</header><main aria-busy="true">Loading…</main></div>',
    );
    expect(html).toContain('<div id="root" data-frame><div class="site"><header>Salon</header>');
    expect(html).toContain("<title>%CLUB_NAME%</title>");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/boot-abc.js">');
  });

  it("does not hold its first paint for the fonts", () => {
    expect(frameDocument(template, "<main></main>")).not.toContain('as="font"');
  });

  it("is refused when index.html no longer has the empty root", () => {
    expect(() =>
      frameDocument(template.replace('<div id="root"></div>', '<div id="app"></div>'), "<main></main>"),
    ).toThrow(/empty root/);
  });
});
