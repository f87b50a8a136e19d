import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { searchGlossary } from '../glossary-search';
import { glossaryTerms } from '../glossary-terms';

/** /glosario: the investment terms of the product, alphabetical, with a search box. */
export default function GlossaryPage() {
  const [query, setQuery] = useState('');
  const results = searchGlossary(glossaryTerms, useDeferredValue(query));
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1 }}>
        Glosario
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Los términos que usamos al hablar de tus inversiones, explicados en pocas palabras.
      </Typography>
      <TextField
        type="search"
        label="Buscar un término"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mb: 3 }}
        slotProps={{
          htmlInput: { 'data-testid': 'glossary-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {results.length === 0 ? (
        <Typography role="status">No encontramos términos para «{query.trim()}».</Typography>
      ) : (
        <Box component="dl" data-testid="glossary-list" sx={{ m: 0 }}>
          {results.map((entry) => (
            <Box key={entry.term} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {entry.term}
              </Typography>
              <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                {entry.definition}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
