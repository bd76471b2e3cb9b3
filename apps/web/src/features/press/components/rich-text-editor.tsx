import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active ?? false}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn('inline-flex size-8 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring', active && 'bg-muted text-primary')}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('Link address (https:// or mailto:)', previous);
    if (href === null) return;
    if (href === '' || href === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:|mailto:)/i.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b p-1">
      <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}><Bold className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}><Italic className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}><Heading2 className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}><Heading3 className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}><List className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}><ListOrdered className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}><Quote className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Link" active={state.link} onClick={setLink}><Link2 className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Undo" onClick={() => chain().undo().run()}><Undo2 className="size-4" aria-hidden="true" /></ToolButton>
      <ToolButton label="Redo" onClick={() => chain().redo().run()}><Redo2 className="size-4" aria-hidden="true" /></ToolButton>
    </div>
  );
}

/**
 * The release body editor (TipTap): headings, emphasis, lists, quotes and links, written as HTML. The
 * server sanitizes what it stores with the same allow-list, so the editor is a convenience, not a guard.
 */
export function RichTextEditor({ id, value, onChange, invalid, describedBy }: { id: string; value: string; onChange: (html: string) => void; invalid?: boolean; describedBy?: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' } })],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'min-h-56 px-3 py-2 leading-relaxed outline-none [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
  });
  return (
    <div className={cn('rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring', invalid && 'border-destructive')}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
