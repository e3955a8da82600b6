import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { button } from '../../src/components/button.css';
import type { FormFacts, ProjectForm, SaveResult } from '../api';
import { emptyFacts } from '../../seed/project-form';
import { emptyBins } from './bins';
import {
  addProject,
  getPortfolio,
  getProject,
  messageOf,
  saveProject,
  takeDown,
} from './office-api';
import { useOffice } from './office-context';
import * as styles from './office.css';
import { ProjectEditor } from './project-editor';
import { TakeDownDialog } from './take-down-dialog';

/** /projects/:webAddress: one project's facts and photos, opened as the file holds them. */
export function EditProjectPage() {
  const { webAddress = '' } = useParams();
  const office = useOffice();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState<ProjectForm>();
  const [problem, setProblem] = useState<string>();
  /** Each opening of the form is a fresh editor: a reload drops what was typed. */
  const [opening, setOpening] = useState(0);
  const [savedMessage, setSavedMessage] = useState<string | undefined>(
    (location.state as { saved?: string } | null)?.saved,
  );
  const [reloaded, setReloaded] = useState(false);
  const [askingTakeDown, setAskingTakeDown] = useState(false);
  const [takingDown, setTakingDown] = useState(false);
  const takeDownButton = useRef<HTMLButtonElement>(null);

  const open = useCallback(() => {
    getProject(webAddress).then(
      (answer) => {
        setForm(answer);
        setProblem(undefined);
        setOpening((count) => count + 1);
      },
      (error: unknown) => setProblem(messageOf(error)),
    );
  }, [webAddress]);
  useEffect(open, [open, office.fileVersion]);

  const confirmTakeDown = async () => {
    if (!form) return;
    setTakingDown(true);
    try {
      await office.whenNamed();
      const result = await takeDown(form.webAddress, form.basedOn);
      office.refreshChanges();
      // The dialog goes first (while it is open the page is inert, and could take no focus),
      // then the notice comes once the portfolio shows, so the focus goes to it and stays.
      flushSync(() => setAskingTakeDown(false));
      await navigate('/');
      office.showNotice({
        message: result.message,
        tone: 'info',
        ...(result.change && { restore: result.change }),
      });
    } catch (error) {
      setAskingTakeDown(false);
      office.showNotice({ message: messageOf(error), tone: 'problem' });
    } finally {
      setTakingDown(false);
    }
  };

  if (problem)
    return (
      <p role="alert" className={styles.notice.problem}>
        {problem}
      </p>
    );
  if (!form) return <p role="status">Opening the project…</p>;
  return (
    <>
      <ProjectEditor
        key={opening}
        title={form.facts.address || 'A project'}
        facts={form.facts}
        bins={form.bins}
        webAddress={form.webAddress}
        savedMessage={savedMessage}
        save={(facts, bins) => saveProject(form.webAddress, { facts, bins, basedOn: form.basedOn })}
        focusTitle={reloaded}
        onSaved={(result: SaveResult) => {
          setSavedMessage(result.message);
          setReloaded(false);
          open();
        }}
        onReload={() => {
          setSavedMessage(undefined);
          setReloaded(true);
          open();
        }}
        extraActions={
          // Out of the page while its dialog asks: the dialog's own Take down is the one to find.
          <button
            ref={takeDownButton}
            type="button"
            className={button.outlined}
            hidden={askingTakeDown}
            onClick={() => setAskingTakeDown(true)}
          >
            Take down
          </button>
        }
      />
      {askingTakeDown && (
        <TakeDownDialog
          webAddress={form.webAddress}
          busy={takingDown}
          onConfirm={() => void confirmTakeDown()}
          onCancel={() => {
            setAskingTakeDown(false);
            requestAnimationFrame(() => takeDownButton.current?.focus());
          }}
        />
      )}
    </>
  );
}

/** A new project starts for sale, in the company's city. */
const NEW_FACTS: FormFacts = {
  ...emptyFacts(new Date().getFullYear()),
  city: 'Indianapolis',
  state: 'IN',
};

/** /new: a project not yet on the site, its web address made from its address as it is typed. */
export function NewProjectPage() {
  const navigate = useNavigate();
  const [taken, setTaken] = useState<string[]>([]);
  useEffect(() => {
    // Only to say early that a web address is taken: the server refuses it anyway.
    getPortfolio().then(
      (portfolio) => setTaken(portfolio.rows.map((row) => row.webAddress)),
      () => undefined,
    );
  }, []);
  return (
    <ProjectEditor
      title="New project"
      facts={NEW_FACTS}
      bins={emptyBins()}
      taken={taken}
      save={(facts, bins, webAddress) => addProject({ webAddress, facts, bins })}
      onSaved={(result) =>
        navigate(`/projects/${encodeURIComponent(result.webAddress)}`, {
          state: { saved: result.message },
        })
      }
      onReload={() => undefined}
    />
  );
}
