import { describe, expect, it } from "vitest";
import { loadMailSanitizer } from "./sanitize.ts";

const { htmlToText, isBlankHtml, sanitizeMailHtml } = await loadMailSanitizer();

const clean = (html: string) => sanitizeMailHtml(html, { baseUrl: "https://club.example/" });

describe("the mail HTML allow-list", () => {
  it("removes script, style, iframe, forms and their content", () => {
    const out = clean(
      `<p>Hello</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe>` +
        `<form action="https://evil.example"><input name="x"><button>Go</button></form><object data="x"></object><svg onload="alert(1)"></svg>`,
    );
    expect(out).toBe("<p>Hello</p>Go");
  });

  it("removes every event handler and javascript:, data: and vbscript: URL", () => {
    const out = clean(
      `<img src="https://cdn.example/a.png" onerror="alert(1)" alt="A">` +
        `<a href="javascript:alert(1)" onclick="alert(2)">one</a>` +
        `<a href="JaVaScRiPt&#x3A;alert(1)">two</a>` +
        `<a href="java&#x09;script:alert(1)">three</a>` +
        `<a href="vbscript:msgbox(1)">four</a>` +
        `<img src="data:image/png;base64,AAAA">` +
        `<img src="javascript:alert(1)">` +
        `<p onmouseover="alert(1)" style="color:red;background:url(javascript:alert(1))">x</p>`,
    );
    expect(out).not.toMatch(/on\w+=|javascript|vbscript|data:|url\(/i);
    expect(out).toContain('<img src="https://cdn.example/a.png" alt="A" />');
    expect(out).toContain("<a>one</a><a>two</a><a>three</a><a>four</a>");
    expect(out).toContain('<p style="color:red">x</p>');
  });

  it("keeps the allowed formatting, headings, lists, links, images and tables", () => {
    const html =
      `<h1>Spring gathering</h1><h2>Details</h2><p style="text-align:center"><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s><br />next</p>` +
      `<ul><li>One</li><li>Two</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote>` +
      `<a href="https://club.example/events/1" title="Event">event</a> <a href="mailto:host@club.example">write</a>` +
      `<img src="http://cdn.example/b.jpg" alt="B" width="200" />` +
      `<table border="0" cellpadding="4"><thead><tr><th scope="col">When</th></tr></thead><tbody><tr><td colspan="2">Friday</td></tr></tbody></table>`;
    const out = clean(html);
    for (const kept of [
      "<h1>Spring gathering</h1>",
      "<h2>Details</h2>",
      '<p style="text-align:center"><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s><br />next</p>',
      "<ul><li>One</li><li>Two</li></ul>",
      '<ol start="3"><li>Three</li></ol>',
      "<blockquote>Quote</blockquote>",
      '<a href="https://club.example/events/1" title="Event" target="_blank" rel="noopener noreferrer">event</a>',
      '<a href="mailto:host@club.example">write</a>',
      '<img src="http://cdn.example/b.jpg" alt="B" width="200" />',
      '<th scope="col">When</th>',
      '<td colspan="2">Friday</td>',
    ]) {
      expect(out).toContain(kept);
    }
  });

  it("makes site paths absolute and drops links and images that lead nowhere from a mail client", () => {
    expect(clean(`<a href="/calendar">calendar</a>`)).toBe(
      '<a href="https://club.example/calendar" target="_blank" rel="noopener noreferrer">calendar</a>',
    );
    expect(
      clean(
        `<a href="//evil.example/x">a</a><a href="relative">b</a><img src="//evil.example/x.png"><img src="pic.png">`,
      ),
    ).toBe("<a>a</a><a>b</a>");
    // A club path (the composer's gallery images) becomes a club address, as a link's does.
    expect(clean(`<img src="/media/images/a/b-display.webp" alt="Terrace">`)).toBe(
      '<img src="https://club.example/media/images/a/b-display.webp" alt="Terrace" />',
    );
  });

  it("keeps text as text and closes what was left open", () => {
    expect(clean(`<p>a &lt;b&gt; &amp; "c"`)).toBe('<p>a &lt;b&gt; &amp; "c"</p>');
    expect(clean(`</td></table><p>x`)).toBe("<p>x</p>");
  });
});

describe("the plain-text part", () => {
  it("puts blocks on their own lines, lists with dashes, links with their address, and decodes entities", () => {
    const text = htmlToText(
      clean(
        `<h1>Hello &amp; welcome</h1><p>First line<br>second line</p><ul><li>One</li><li><b>Two</b></li></ul>` +
          `<p>See <a href="https://club.example/calendar">the calendar</a> or https://club.example.</p><p>a &lt;b&gt; "c"&nbsp;d</p><img src="https://cdn.example/x.png" alt="Poster">`,
      ),
    );
    expect(text).toBe(
      'Hello & welcome\n\nFirst line\nsecond line\n\n- One\n- Two\n\nSee the calendar (https://club.example/calendar) or https://club.example.\n\na <b> "c" d\n\n[Poster]',
    );
  });

  it("tells a body with nothing visible from one with text or an image", () => {
    expect(isBlankHtml(clean("<script>alert(1)</script><p> </p>"))).toBe(true);
    expect(isBlankHtml(clean('<img src="https://cdn.example/x.png">'))).toBe(false);
    expect(isBlankHtml(clean("<p>Hi</p>"))).toBe(false);
  });
});
