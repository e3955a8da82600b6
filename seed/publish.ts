import { commandMain } from './command';
import { runPublish } from './publish-command';

commandMain('publish', runPublish);
