import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
// ProseMirror's own styles, from its stylesheets: Tiptap would otherwise inject them as an inline <style>, which the
// page's Content-Security-Policy refuses (no inline style but the build's, by hash).
import "prosemirror-view/style/prosemirror.css";
import "prosemirror-gapcursor/style/gapcursor.css";
import { useState } from "react";
import { ImagePickerDialog } from "./ImagePickerDialog.tsx";
import { LinkDialog } from "./LinkDialog.tsx";
import { MAILINGS_COPY } from "../../../content/mailings.ts";

const COPY = MAILINGS_COPY.editor;

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  hintId: string;
}

/**
 * What the editor writes is what the mail sanitizer keeps (modules/mailings/sanitize.ts): paragraphs, h2 and h3,
 * strong, em, links (http, https, mailto), lists, blockquote and images with absolute addresses. Everything else
 * StarterKit knows is turned off, so that the editor never writes what the email would lose.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ["http", "https", "mailto"],
      defaultProtocol: "https",
      HTMLAttributes: { target: "_blank", rel: "noopener noreferrer", class: null },
    },
  }),
  Image.configure({ HTMLAttributes: { style: "max-width: 100%" } }),
];

interface Tool {
  label: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    label: COPY.heading,
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: COPY.subheading,
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: COPY.bold, active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: COPY.italic, active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: COPY.bulletedList,
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: COPY.numberedList,
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: COPY.quote,
    active: (e) => e.isActive("blockquote"),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/**
 * The composer's rich-text view (decision 0024), a chunk of its own loaded by /mail alone: a formatting toolbar
 * of real buttons (each says whether it is on with aria-pressed), a link dialog and the gallery's image picker.
 */
export default function RichTextEditor({ value, onChange, labelId, hintId }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const editor = useEditor({
    extensions: EXTENSIONS,
    injectCSS: false,
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    editorProps: {
      attributes: {
        class: "rich-editor__content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": hintId,
        spellcheck: "true",
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: TOOLS.map((tool) => tool.active(current)),
      link: current.isActive("link"),
      href: (current.getAttributes("link").href as string | undefined) ?? "",
    }),
  });

  return (
    <div className="rich-editor">
      <div className="rich-editor__toolbar" role="group" aria-label={COPY.toolbar}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className="rich-editor__tool"
            aria-pressed={state.pressed[index]}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className="rich-editor__tool"
          aria-pressed={state.link}
          aria-haspopup="dialog"
          onClick={() => setDialog("link")}
        >
          {COPY.link}
        </button>
        <button
          type="button"
          className="rich-editor__tool"
          aria-pressed={false}
          aria-haspopup="dialog"
          onClick={() => setDialog("image")}
        >
          {COPY.image}
        </button>
      </div>
      <EditorContent editor={editor} />
      <LinkDialog
        open={dialog === "link"}
        href={state.href}
        onClose={() => setDialog(null)}
        onApply={(href) => {
          setDialog(null);
          const chain = editor.chain().focus().extendMarkRange("link");
          if (href === "") chain.unsetLink().run();
          else if (editor.state.selection.empty && !state.link)
            chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
          else chain.setLink({ href }).run();
        }}
      />
      <ImagePickerDialog
        open={dialog === "image"}
        onClose={() => setDialog(null)}
        onPick={(image) => {
          setDialog(null);
          editor.chain().focus().setImage(image).run();
        }}
      />
    </div>
  );
}
