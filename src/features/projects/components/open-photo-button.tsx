import { Icon } from '../../../components/icon';
import openInFull from '@material-design-icons/svg/filled/open_in_full.svg?shapes';
import { openPhotoButton, openPhotoMark } from './open-photo-button.css';

type OpenPhotoButtonProps = {
  /** The photo's caption: the button is "View full screen: <caption>". */
  caption: string;
  onOpen: () => void;
  /** A round icon button filling its (positioned) parent, rather than a cover over a photo. */
  compact?: boolean;
};

/**
 * A transparent button over a photo (its parent must be positioned) that opens the photo
 * viewer: click, tap, Enter or Space. It sits beside the <img>, not around it, so the photo
 * keeps its own name for assistive technology, and a corner icon shows it can be enlarged.
 */
export function OpenPhotoButton({ caption, onOpen, compact = false }: OpenPhotoButtonProps) {
  return (
    <button
      type="button"
      aria-label={`View full screen: ${caption}`}
      aria-haspopup="dialog"
      onClick={onOpen}
      className={openPhotoButton}
    >
      <span aria-hidden className={openPhotoMark[compact ? 'compact' : 'corner']}>
        <Icon shapes={openInFull} size="small" />
      </span>
    </button>
  );
}
