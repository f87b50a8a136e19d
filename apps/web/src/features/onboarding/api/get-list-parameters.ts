// The option lists moved to lib/reference-api (the profile's forms read them too).
export {
  listParametersQueryOptions,
  useListParameters,
} from '../../../lib/reference-api/get-list-parameters';
