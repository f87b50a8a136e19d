import type { ProductType } from '@invierte/domain';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { faqsFor } from './faqs';
import { RegulationLink } from './ProductDetailPage';
import { ProductShell } from './ProductShell';

/** /portafolio/productos/{idProduct}/questions: the questions investors ask about this fund. */
export default function ProductQuestionsPage() {
  return (
    <ProductShell tab="questions">
      {(product) => (
        <Stack spacing={2}>
          <div data-testid="product-faqs">
            {faqsFor(product.type as ProductType).map((faq) => (
              <Accordion key={faq.question} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 600 }}>{faq.question}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Typography color="text.secondary">{faq.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </div>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography sx={{ fontWeight: 600, mb: 1.5 }}>
              Todas las reglas del fondo están en su reglamento de participación.
            </Typography>
            <RegulationLink productId={product.id} />
          </Paper>
        </Stack>
      )}
    </ProductShell>
  );
}
