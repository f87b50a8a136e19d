import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { LegalText, type LegalSection } from '../../../components/legal/LegalText';
import { StaticPage } from './StaticPage';

// Linked from the legal terms dialog (requirements R1): how a fund grows its capital by issuing quotas.
const sections: LegalSection[] = [
  {
    title: '¿Qué es un aumento de capital?',
    body: (
      <p>
        El capital de un fondo de inversión es la suma de los aportes de sus partícipes y está dividido en
        cuotas. Cuando el fondo necesita más recursos para aprovechar nuevas oportunidades de inversión, como
        una cartera mayor de facturas negociables, puede aumentar su capital emitiendo nuevas cuotas, en los
        términos que fija su reglamento de participación.
      </p>
    ),
  },
  {
    title: '¿Quién lo aprueba?',
    body: (
      <p>
        El aumento se acuerda en la forma que establece el reglamento de participación: por la asamblea
        general de partícipes o, cuando el reglamento lo autoriza, por la sociedad administradora dentro de un
        monto máximo ya aprobado. El acuerdo fija el número de cuotas a emitir, el plazo de colocación y el
        procedimiento de suscripción, y se comunica a la Superintendencia del Mercado de Valores (SMV) y a los
        partícipes como hecho de importancia.
      </p>
    ),
  },
  {
    title: '¿Cómo se emiten las nuevas cuotas?',
    body: (
      <>
        <p>
          Las nuevas cuotas se colocan al valor cuota vigente el día de la suscripción, el mismo con el que se
          valorizan las cuotas en circulación. Por eso quien entra no paga menos que quien ya estaba, y el
          valor de tus cuotas no se diluye: cambia tu porcentaje de participación en el fondo, no el valor de
          tu inversión.
        </p>
        <p>
          Si el reglamento lo prevé, los partícipes tienen un derecho preferente para suscribir las nuevas
          cuotas en proporción a las que ya tienen, durante un plazo anterior a la oferta al público.
        </p>
      </>
    ),
  },
  {
    title: '¿Qué pasa con mis cuotas y mis rescates?',
    body: (
      <p>
        Tus cuotas se mantienen y siguen valorizándose cada día. El aumento de capital no cambia las reglas de
        rescate: el fondo puede recomprar cuotas cada trimestre hasta por el 15&nbsp;% de su capital, conforme
        al artículo 34 del reglamento de participación. Como ese límite se calcula sobre el capital, un
        capital mayor amplía también el monto que puede recomprarse en cada trimestre.
      </p>
    ),
  },
  {
    title: '¿Cómo participo?',
    body: (
      <p>
        Suscribe cuotas desde la plataforma como en cualquier inversión: elige el producto, indica el monto y
        completa tu proceso de vinculación. Antes de invertir, revisa el reglamento de participación del fondo
        y su política de inversiones. Si tienes dudas, puedes{' '}
        <Link component={RouterLink} to="/login">
          iniciar sesión
        </Link>{' '}
        y agendar una cita con un asesor.
      </p>
    ),
  },
];

export default function CapitalIncreasePage() {
  return (
    <StaticPage title="Aumento de capital y emisión de cuotas" testId="capital-increase">
      <LegalText headingLevel="h2" sections={sections} />
    </StaticPage>
  );
}
