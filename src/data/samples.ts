import type {Classroom} from './classrooms';
import type {DocumentDates, documentDates} from './documents';
import type {Operator} from './operator';
import type {School} from './school';
import type {Teacher} from './teacher';

/** The owner's checklist, by file: the fields of each that still hold a made-up sample. */
export interface SampleLists {
  readonly 'src/data/school.ts': readonly (keyof School)[];
  readonly 'src/data/operator.ts': readonly (keyof Operator)[];
  readonly 'src/data/teacher.ts': readonly (keyof Teacher)[];
  /** By classroom id. */
  readonly 'src/data/classrooms.ts': Readonly<Record<string, readonly (keyof Classroom)[]>>;
  /** By document. */
  readonly 'src/data/documents.ts': {
    readonly [Document in keyof typeof documentDates]?: readonly (keyof DocumentDates)[];
  };
}

/**
 * The facts that still hold this repository's made-up sample values. Replace a value in its file,
 * then delete its name here: `npm run build:deploy` refuses to publish while any is left, or
 * while a value looks like a sample (見本, example.com, zeros). A real value that happens to equal
 * the sample is fine once its name is gone. No page imports this file.
 */
export const sampleLists: SampleLists = {
  'src/data/school.ts': [
    'name',
    'shortName',
    'regions',
    'trialFormUrl',
    'githubUrl',
    'githubOrganization',
    'githubProject',
    'siteUrl',
    'contactEmail',
    'foundedYear',
  ],
  // The representative is the teacher's name (teacher.ts).
  'src/data/operator.ts': ['legalName', 'postalCode', 'address', 'phone', 'phoneHours'],
  'src/data/teacher.ts': ['name', 'role', 'photo', 'summary', 'career', 'skills', 'message'],
  'src/data/classrooms.ts': {
    sapporo: ['name', 'postalCode', 'address', 'access', 'parking', 'inPersonDays'],
    otaru: ['name', 'postalCode', 'address', 'access', 'parking', 'inPersonDays'],
  },
  'src/data/documents.ts': {
    privacyPolicy: ['established', 'revised'],
    terms: ['established', 'revised'],
  },
};
