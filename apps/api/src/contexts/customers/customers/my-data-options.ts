/**
 * Fields of the profile whose value is an option key, and the parameter group that names it: the
 * data-rights PDF prints the option's text ("Soltero(a)"), the JSON download keeps the key. Its own
 * module so the request thread reads it without loading the PDF writer.
 */
export const myDataOptionGroups: Record<string, string> = {
  maritalStatus: 'marital-status',
  occupation: 'occupation',
  incomeSource: 'income-source',
  relationship: 'relationship',
};
