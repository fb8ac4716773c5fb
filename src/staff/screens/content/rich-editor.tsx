import Image from '@tiptap/extension-image';
import { TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { Lang } from '../../../contract/lang';
import { t } from '../../lib/i18n';
import { PictureDialog, type UploadedPicture } from './picture-dialog';

/** The page's title is its h1: the text's headings are h2–h4, as the site's rich text styles them. */
const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * The rich text of one language (TipTap with its starter kit and pictures), loaded only when an
 * editor screen opens (a lazy chunk of the console; the public site never loads it). What it
 * writes is HTML the server cleans with its allow-list before storing; the toolbar offers only
 * what the allow-list keeps. A picture is uploaded from its dialog (alt texts in all three
 * languages) and placed at the cursor with this language's alt text and its size.
 */
export default function RichEditor({ id, label, value, lang, readOnly, onChange }: { id: string; label: string; value: string; lang: Lang; readOnly?: boolean; onChange: (html: string) => void }) {
  // the picture dialog, mounted only while open (so its fields start empty each time), and where
  // focus goes once it has closed: back to the text after an insert, to the button after a cancel
  const [picturing, setPicturing] = useState(false);
  const focusAfterPicture = useRef<'text' | 'button' | null>(null);
  const pictureButton = useRef<HTMLButtonElement>(null);
  /** the HTML this editor has handed up since the parent's text last matched it */
  const written = useRef(new Set<string>());
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [...HEADING_LEVELS] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image],
    content: value,
    editable: !readOnly,
    editorProps: { attributes: { id, lang, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'st-rich-text' } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      written.current.add(html);
      onChange(html);
    },
  });
  // a reloaded version (after saving or restoring) replaces the text — but not the echo of what was
  // written here, which may come back a keystroke late and would undo that keystroke
  useEffect(() => {
    // (an editor React's strict mode already destroyed has no schema left to read)
    if (!editor || editor.isDestroyed) return;
    // caught up: only what is written from now on can come back late
    if (value === editor.getHTML()) written.current.clear();
    else if (!written.current.has(value)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  // only once the dialog is gone from the page: while the modal is open the rest of the page is
  // inert and refuses focus, and when React removes it after an upload is not a fixed time
  useEffect(() => {
    if (picturing || !focusAfterPicture.current || !editor) return;
    if (focusAfterPicture.current === 'text') editor.commands.focus();
    else pictureButton.current?.focus();
    focusAfterPicture.current = null;
  }, [editor, picturing]);
  if (!editor) return <p className="st-muted">{t('content.editorLoading')}</p>;
  const button = (key: 'bold' | 'italic' | 'h2' | 'h3' | 'h4' | 'bullets' | 'quote' | 'link' | 'picture' | 'undo' | 'redo', run: () => void, active = false, shown?: string) => (
    <button
      ref={key === 'picture' ? pictureButton : undefined}
      type="button"
      className={`st-button st-button-small${active ? ' st-button-primary' : ''}`}
      aria-pressed={key === 'picture' ? undefined : active}
      aria-label={shown ? t(`content.toolbar.${key}`) : undefined}
      title={shown ? t(`content.toolbar.${key}`) : undefined}
      aria-haspopup={key === 'picture' ? 'dialog' : undefined}
      onClick={run}
      disabled={readOnly}
    >
      {shown ?? t(`content.toolbar.${key}`)}
    </button>
  );
  const chain = () => editor.chain().focus();
  const insert = ({ url, width, height, alt }: UploadedPicture) => {
    // at the cursor the editor kept while the dialog was open (in place of the empty line it is on,
    // if it is on one); focus comes back once the dialog has closed
    const image = { src: url, alt: alt[lang], width, height };
    const { $from, empty } = editor.state.selection;
    if (empty && $from.depth > 0 && $from.parent.type.name === 'paragraph' && $from.parent.content.size === 0) {
      const node = editor.schema.nodes.image!.create(image);
      editor
        .chain()
        .command(({ tr }) => {
          const start = $from.before();
          tr.replaceWith(start, $from.after(), node);
          // writing goes on below the picture: in the paragraph that follows, or a new one
          const after = start + node.nodeSize;
          if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, editor.schema.nodes.paragraph!.create());
          tr.setSelection(TextSelection.create(tr.doc, after + 1));
          return true;
        })
        .run();
    } else {
      editor.chain().setImage(image).run();
    }
    // the dialog goes with its focus; the cursor comes back to the text, below the picture
    focusAfterPicture.current = 'text';
    setPicturing(false);
  };
  const cancelPicture = () => {
    focusAfterPicture.current = 'button';
    setPicturing(false);
  };
  return (
    <div className="st-rich">
      <div className="st-rich-toolbar" role="toolbar" aria-label={label}>
        {button('bold', () => chain().toggleBold().run(), editor.isActive('bold'))}
        {button('italic', () => chain().toggleItalic().run(), editor.isActive('italic'))}
        {HEADING_LEVELS.map((level) => (
          <Fragment key={level}>{button(`h${level}`, () => chain().toggleHeading({ level }).run(), editor.isActive('heading', { level }), `H${level}`)}</Fragment>
        ))}
        {button('bullets', () => chain().toggleBulletList().run(), editor.isActive('bulletList'))}
        {button('quote', () => chain().toggleBlockquote().run(), editor.isActive('blockquote'))}
        {button('link', () => {
          const href = window.prompt(t('content.linkPrompt'), editor.getAttributes('link').href as string | undefined) ?? '';
          if (href) chain().setLink({ href }).run();
          else chain().unsetLink().run();
        }, editor.isActive('link'))}
        {button('picture', () => setPicturing(true))}
        {button('undo', () => chain().undo().run())}
        {button('redo', () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} />
      {picturing && <PictureDialog open lang={lang} onUploaded={insert} onCancel={cancelPicture} />}
    </div>
  );
}
