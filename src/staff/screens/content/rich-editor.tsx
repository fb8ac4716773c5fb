import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { t } from '../../lib/i18n';

/**
 * The rich text of one language (TipTap with its starter kit and pictures), loaded only when an
 * editor screen opens (a lazy chunk of the console; the public site never loads it). What it
 * writes is HTML the server cleans with its allow-list before storing; the toolbar offers only
 * what the allow-list keeps.
 */
export default function RichEditor({ id, label, value, lang, readOnly, onChange }: { id: string; label: string; value: string; lang: string; readOnly?: boolean; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }), Image],
    content: value,
    editable: !readOnly,
    editorProps: { attributes: { id, lang, 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'st-rich-text' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  // a reloaded version (after saving or restoring) replaces the text
  useEffect(() => {
    // (an editor React's strict mode already destroyed has no schema left to read)
    if (!editor || editor.isDestroyed || value === editor.getHTML()) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return <p className="st-muted">{t('content.editorLoading')}</p>;
  const button = (key: 'bold' | 'italic' | 'heading' | 'bullets' | 'quote' | 'link' | 'undo' | 'redo', run: () => void, active = false) => (
    <button type="button" className={`st-button st-button-small${active ? ' st-button-primary' : ''}`} aria-pressed={active} onClick={run} disabled={readOnly}>
      {t(`content.toolbar.${key}`)}
    </button>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="st-rich">
      <div className="st-rich-toolbar" role="toolbar" aria-label={label}>
        {button('bold', () => chain().toggleBold().run(), editor.isActive('bold'))}
        {button('italic', () => chain().toggleItalic().run(), editor.isActive('italic'))}
        {button('heading', () => chain().toggleHeading({ level: 2 }).run(), editor.isActive('heading'))}
        {button('bullets', () => chain().toggleBulletList().run(), editor.isActive('bulletList'))}
        {button('quote', () => chain().toggleBlockquote().run(), editor.isActive('blockquote'))}
        {button('link', () => {
          const href = window.prompt(t('content.linkPrompt'), editor.getAttributes('link').href as string | undefined) ?? '';
          if (href) chain().setLink({ href }).run();
          else chain().unsetLink().run();
        }, editor.isActive('link'))}
        {button('undo', () => chain().undo().run())}
        {button('redo', () => chain().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
