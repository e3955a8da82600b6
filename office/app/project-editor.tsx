import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CardPreview } from '../../src/features/projects/card-preview';
import { button } from '../../src/components/button.css';
import type { Bins, FieldChange, FormFacts, SaveResult } from '../api';
import { cardSummary } from './card-summary';
import { ConflictReport } from './conflict-report';
import { FactFields } from './fact-fields';
import { messageOf, Refused } from './office-api';
import { useOffice } from './office-context';
import * as styles from './office.css';
import { PhotoBins } from './photo-bins';
import { checkFacts, type FieldMessages as FieldProblems } from '../../seed/project-form';
import { webAddressFrom } from '../../seed/web-address';

type ProjectEditorProps = {
  title: string;
  /** The facts and photos as opened (an edit) or empty (a new project). */
  facts: FormFacts;
  bins: Bins;
  /** The project's web address; a new project's is made from its address as typed. */
  webAddress?: string;
  /** A new project's: the web addresses other projects have, which it may not take. */
  taken?: readonly string[];
  /** Sends the form; throws `Refused` when the office refuses it. */
  save: (facts: FormFacts, bins: Bins, webAddress: string) => Promise<SaveResult>;
  /** After a save that was written: the screen reloads or goes to the project. */
  onSaved: (result: SaveResult) => void;
  /** Opens the project again as the file holds it now (after a 409). */
  onReload: () => void;
  /** What the message after the last save said, kept across a reload. */
  savedMessage?: string | undefined;
  /** Opened again by Reload: the keyboard starts again from the project's name. */
  focusTitle?: boolean;
  /** Take down, for a project already on the site. */
  extraActions?: ReactNode;
};

/** The form, the card as visitors will see it, and the photo bins: an edit and a new project alike. */
export function ProjectEditor(props: ProjectEditorProps) {
  const office = useOffice();
  const [facts, setFacts] = useState(props.facts);
  const [bins, setBins] = useState(props.bins);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [refusal, setRefusal] = useState<string>();
  const [conflict, setConflict] = useState<{ message: string; changes: FieldChange[] }>();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState(props.savedMessage);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [opened, setOpened] = useState(() => JSON.stringify([props.facts, props.bins]));

  const isNew = props.webAddress === undefined;
  /** A new project's web address as typed, once it is typed; till then, made from the address. */
  const [typedWebAddress, setTypedWebAddress] = useState<string>();
  const webAddress = props.webAddress ?? typedWebAddress ?? webAddressFrom(facts.address);
  const checked = useMemo(
    () => checkFacts(facts, isNew ? { webAddress, taken: props.taken ?? [] } : undefined),
    [facts, webAddress, isNew, props.taken],
  );
  // A new project's empty fields are not wrong until they are typed in, or Save is tried.
  const problems: FieldProblems = { ...serverProblems };
  for (const [field, problem] of Object.entries(checked) as [keyof FieldProblems, string][]) {
    if (tried || touched.has(field)) problems[field] = problem;
  }
  const dirty = JSON.stringify([facts, bins]) !== opened;

  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);
  useEffect(() => {
    if (props.focusTitle) document.getElementById('editor-title')?.focus();
  }, [props.focusTitle]);

  const change = (next: Partial<FormFacts>) => {
    setFacts((now) => ({ ...now, ...next }));
    setTouched((now) => new Set([...now, ...Object.keys(next)]));
    setServerProblems((now) =>
      Object.fromEntries(Object.entries(now).filter(([field]) => !(field in next))),
    );
    setMessage(undefined);
  };
  const changeBins = (update: (bins: Bins) => Bins) => {
    setBins(update);
    setMessage(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefusal(undefined);
    setConflict(undefined);
    if (Object.keys(checked).length > 0) {
      focusFirstProblem();
      return;
    }
    setSaving(true);
    try {
      await office.whenNamed();
      const result = await props.save(facts, bins, webAddress);
      office.refreshChanges();
      setMessage(result.message);
      if (result.saved) {
        setOpened(JSON.stringify([facts, bins]));
        props.onSaved(result);
      }
    } catch (error) {
      if (error instanceof Refused && error.status === 409) {
        setConflict({ message: error.refusal.message, changes: error.refusal.changes ?? [] });
      } else if (error instanceof Refused && error.refusal.fields) {
        setServerProblems(error.refusal.fields);
        setRefusal(error.refusal.message);
        requestAnimationFrame(focusFirstProblem);
      } else {
        setRefusal(messageOf(error));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.stack}>
      <div className={styles.spread}>
        <h1 className={styles.heading} id="editor-title" tabIndex={-1}>
          {props.title}
        </h1>
        {props.extraActions}
      </div>
      {conflict && (
        <ConflictReport
          message={conflict.message}
          changes={conflict.changes}
          onReload={props.onReload}
        />
      )}
      <div className={styles.editor}>
        <section aria-labelledby="facts-title" className={styles.panel}>
          <h2 id="facts-title" className={styles.subheading}>
            Facts
          </h2>
          <FactFields
            facts={facts}
            problems={problems}
            onChange={change}
            webAddress={
              isNew
                ? {
                    value: webAddress,
                    onChange: (value) => {
                      setTypedWebAddress(value);
                      setTouched((now) => new Set([...now, 'webAddress']));
                      setMessage(undefined);
                    },
                  }
                : undefined
            }
          />
        </section>
        <section aria-labelledby="preview-title" className={styles.preview}>
          <h2 id="preview-title" className={styles.subheading}>
            The card on the website
          </h2>
          <CardPreview project={cardSummary(webAddress, facts, bins)} />
        </section>
      </div>
      <PhotoBins bins={bins} onChange={changeBins} />
      <div className={styles.row}>
        <button type="submit" className={button.contained} disabled={saving}>
          Save
        </button>
        {saving && <span role="status">Saving…</span>}
        {!saving && dirty && !message && <span className={styles.muted}>Not saved yet.</span>}
      </div>
      <div aria-live="polite">
        {message && (
          <p ref={messageRef} tabIndex={-1} className={styles.notice.info}>
            {message}
          </p>
        )}
      </div>
      {refusal && (
        <p role="alert" className={styles.notice.problem}>
          {refusal}
        </p>
      )}
    </form>
  );
}

/** The first field whose message shows, for the keyboard to start from. */
function focusFirstProblem() {
  document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
