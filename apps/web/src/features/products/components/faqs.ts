import type { ProductType } from '@invierte/domain';

export interface Faq {
  question: string;
  answer: string;
}

/** Questions every fund shares (requirements R1 legal terms, R9 quota update and repurchase rules). */
const common: Faq[] = [
  {
    question: '¿Qué es el valor cuota?',
    answer:
      'Es el precio de una cuota del fondo. Se publica cada día hábil y es variable: puede subir o bajar. Tu inversión vale tus cuotas por el valor cuota del día.',
  },
  {
    question: '¿A qué valor cuota se hacen mis solicitudes?',
    answer:
      'El valor cuota del día se actualiza a las 4:30 pm (hora de Lima). Las solicitudes hechas desde las 4:30 pm usan el valor del día; las hechas antes, el del día anterior.',
  },
  {
    question: '¿Puedo rescatar mis cuotas en cualquier momento?',
    answer:
      'Puedes solicitar el rescate desde Movimientos. El fondo recompra cada trimestre hasta el 15\u00a0% de su capital (artículo 34 del reglamento de participación); si ese límite se alcanza, te indicaremos desde qué fecha puedes solicitar el resto.',
  },
  {
    question: '¿Dónde recibo mi dinero?',
    answer:
      'En la cuenta bancaria que registraste en la moneda del fondo. Puedes revisarla o agregar otra en Mis datos, Cuenta bancaria.',
  },
  {
    question: '¿La rentabilidad está garantizada?',
    answer:
      'No. No se promete una tasa fija y la rentabilidad pasada no garantiza la futura. La supervisión de la SMV no implica que recomiende el fondo.',
  },
];

const byKind: Record<ProductType, Faq[]> = {
  factoring: [
    {
      question: '¿En qué invierte el fondo de Factoring?',
      answer:
        'En facturas negociables de empresas peruanas: el fondo adelanta su cobro y gana la diferencia cuando el pagador cancela la factura.',
    },
    {
      question: '¿Cómo recibo la ganancia?',
      answer:
        'La ganancia se refleja en el valor cuota. La recibes cuando rescatas tus cuotas; en el simulador la verás como pagos trimestrales referenciales.',
    },
  ],
  bono: [
    {
      question: '¿Cada cuánto paga Bono Select MidCap?',
      answer:
        'Todos los meses. Cada pago es la ganancia del mes, neta de la retención de 5 % de impuesto a la renta; el capital se devuelve al vencimiento.',
    },
    {
      question: '¿Dónde veo mis próximos pagos?',
      answer:
        'En "Mis pagos" de este producto: cada suscripción tiene su cronograma con la fecha, el monto bruto, el impuesto y el neto de cada pago.',
    },
  ],
  mutuo: [
    {
      question: '¿Cada cuánto paga Mutuo Acreencias?',
      answer:
        'Cada trimestre o en un solo pago al vencimiento. Los pagos son netos de la retención de 5 % de impuesto a la renta; el capital se devuelve al vencimiento.',
    },
    {
      question: '¿Qué plazos ofrece?',
      answer: '180 días, 270 días, 12, 24 o 36 meses.',
    },
  ],
  'renta-fia': [
    {
      question: '¿Qué es Renta FIA?',
      answer: 'Un fondo que paga una renta periódica a partir de una cartera diversificada.',
    },
  ],
};

export const faqsFor = (kind: ProductType | undefined): Faq[] => [...(kind ? byKind[kind] : []), ...common];
