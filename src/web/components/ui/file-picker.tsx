import buttonStyles from './button.module.css';
import styles from './file-picker.module.css';

interface FilePickerProps {
  /** The input's id, which the field's own <label htmlFor> names. */
  id: string;
  /** The id of that label: the input's accessible name is the field's, not the button's text. */
  labelledBy: string;
  /** What the button says, in the page's language ('Choose an image', 'Escolher o PDF'). */
  action: string;
  /** What is picked now, shown beside the button; nothing once it is sent or dropped. */
  picked?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/**
 * A file input whose face is ours: the native one says 'Choose File / No file chosen' in the
 * browser's language whatever the page's, and keeps a file's name after the form has sent it. The
 * input stays in the page (focus, keyboard, the field's label, screen readers), drawn as a button by
 * a second label; the input is emptied after each pick so the same file can be picked again.
 */
export function FilePicker({
  id,
  labelledBy,
  action,
  picked,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  describedBy,
  onFiles,
}: FilePickerProps) {
  return (
    <div className={styles.picker}>
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      {/* A click on it reaches the input; the input's name comes from the field's label. */}
      <label
        htmlFor={id}
        className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
      >
        {action}
      </label>
      {picked && <span className={styles.picked}>{picked}</span>}
    </div>
  );
}
