import { DATA_FILE_URL, projectRecordsFromDataFile } from '../data-file';
import type { ProjectSource } from './project-source';

export function createJsonSource(url: string = DATA_FILE_URL): ProjectSource {
  return {
    name: 'data file',
    async fetchRecords() {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) {
        throw new Error(`The data file ${url} answered HTTP ${response.status}.`);
      }
      let file: unknown;
      try {
        file = await response.json();
      } catch {
        throw new Error(`The data file ${url} is not valid JSON.`);
      }
      return projectRecordsFromDataFile(file);
    },
  };
}
