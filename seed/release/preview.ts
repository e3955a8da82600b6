/**
 * `npm run publish -- --preview`: the file's site, built and deployed to a preview channel of
 * its own. Firestore is not read (the preview shows the file, whatever Firestore holds) and
 * nothing goes live.
 */
import { EXIT, type Output } from '../command';
import { checkFile } from './content';
import { asTyped, deployPreview } from './hosting';
import { rerunCommand, type PublishOptions } from './publish-options';
import { commandLine, run, type Command } from './programs';
import { beginStep, StepFailed, stepHeading } from './steps';

/**
 * The preview build: JSON mode from the data file, every page noindex (build/build.ts), so
 * it shows what the file will put live whatever Firestore holds now.
 */
export const PREVIEW_BUILD: Command = { file: 'npm', args: ['run', 'build', '--', '--preview'] };

export async function preview(options: PublishOptions, output: Output) {
  const { projectId } = options;
  output.out(
    `Previewing for Firebase project "${projectId}": nothing goes live, and Firestore is not touched.`,
  );
  await checkFile('preview', output);
  const channel = previewChannel(new Date());
  const deploy = asTyped.deployPreview(projectId, channel);
  if (options.dryRun) {
    output.out('Dry run: nothing was built or deployed. A real run would then:');
    output.out(`  ${stepHeading('previewBuild', 'preview')}: ${commandLine(PREVIEW_BUILD)}`);
    output.out(`  ${stepHeading('previewDeploy', 'preview')}: ${deploy}`);
    output.out("  and print the preview's address");
    return EXIT.done;
  }

  beginStep(output, 'previewBuild', 'preview', commandLine(PREVIEW_BUILD));
  const built = await run(PREVIEW_BUILD);
  if (built.code !== 0) {
    throw new StepFailed('previewBuild', `\`${commandLine(PREVIEW_BUILD)}\` exited ${built.code}.`);
  }

  beginStep(output, 'previewDeploy', 'preview', deploy);
  output.out('  Uploading; this takes a minute or two.');
  const address = await deployPreview(projectId, channel);
  if ('error' in address) throw new StepFailed('previewDeploy', `${address.error}.`);
  const until = address.expires ? `, until ${new Date(address.expires).toLocaleString()}` : '';
  const where =
    address.url ??
    `firebase did not say its address: \`npx firebase hosting:channel:list --project ${projectId}\` lists it`;
  output.out(`Preview (channel "${channel}"${until}): ${where}`);
  const publish = rerunCommand({ ...options, preview: false, dryRun: false });
  output.out(`Look at it. When it is right, publish it: ${publish}`);
  return EXIT.done;
}

/** A channel named for the release: when it was previewed, to the minute, in local time. */
export function previewChannel(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  return `preview-${day}-${two(at.getHours())}${two(at.getMinutes())}`;
}
