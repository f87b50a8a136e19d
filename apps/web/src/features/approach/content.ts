/** The four pages of the first-login introduction (/approach/one…four). */
export const approachSteps = ['one', 'two', 'three', 'four'] as const;
export type ApproachStep = (typeof approachSteps)[number];

export interface ApproachPageContent {
  title: string;
  paragraphs: string[];
  points: string[];
}

export const approachContent: Record<ApproachStep, ApproachPageContent> = {
  one: {
    title: '¿Qué es Invierte?',
    paragraphs: [
      'Invierte es la plataforma digital de un grupo administrador de fondos supervisado por la Superintendencia del Mercado de Valores (SMV). Desde aquí puedes invertir en fondos de inversión sin ir a una oficina y sin papeleo.',
      'Cuando inviertes, tu dinero se suma al de otros inversionistas en un fondo que lo coloca en instrumentos como factoring (facturas de empresas), bonos o acreencias. El fondo es administrado por profesionales y reporta su desempeño de forma periódica.',
    ],
    points: [
      'Productos disponibles: Factoring, Bono Select MidCap y Mutuo Acreencias.',
      'Puedes invertir en soles (S/) o en dólares ($).',
      'Sigues tu portafolio, tus movimientos y tus reportes en línea, y puedes solicitar rescates, reinversiones y transferencias.',
    ],
  },
  two: {
    title: 'Cuotas y valor cuota',
    paragraphs: [
      'Un fondo se divide en partes iguales llamadas cuotas. Al invertir compras cuotas del fondo y te conviertes en partícipe. El precio de cada cuota es el valor cuota: el patrimonio del fondo dividido entre el número de cuotas, y se actualiza a diario.',
      'Lo que vale tu inversión en un momento dado es tu número de cuotas multiplicado por el valor cuota de ese día. Por ejemplo, si inviertes S/ 1,000 cuando el valor cuota es S/ 125.00, recibes 8 cuotas; si luego el valor cuota sube a S/ 127.50, tus 8 cuotas valen S/ 1,020.',
    ],
    points: [
      'Tu ganancia o pérdida viene de la variación del valor cuota entre tu compra y tu rescate.',
      'Al rescatar, el fondo te recompra cuotas al valor cuota vigente y el dinero llega a tu cuenta bancaria registrada.',
      'Las solicitudes de inversión se procesan con el valor cuota del día; cuando se actualiza, se reciben nuevas solicitudes desde las 4:30 p. m.',
    ],
  },
  three: {
    title: 'Riesgos que debes conocer',
    paragraphs: [
      'Toda inversión tiene riesgos. Antes de invertir, lee con atención el Reglamento de Participación del fondo y asegúrate de entender estos puntos:',
    ],
    points: [
      'El valor cuota es variable: puede subir o bajar según el desempeño de las inversiones del fondo, por lo que podrías recuperar menos de lo que invertiste.',
      'La rentabilidad obtenida en el pasado no garantiza que se repita en el futuro, y no se promete una tasa fija.',
      'Que el fondo esté supervisado por la SMV no implica que la SMV recomiende la inversión ni garantice sus resultados.',
      'El fondo puede recomprar cuotas cada trimestre hasta por el 15\u00a0% de su capital (artículo 34 del Reglamento de Participación).',
    ],
  },
  four: {
    title: '¿Cómo empiezo?',
    paragraphs: ['Empezar a invertir toma pocos pasos y todos se hacen en línea:'],
    points: [
      'Responde seis preguntas sobre tus objetivos y tu experiencia para conocer tu perfil de inversionista.',
      'Completa tu onboarding: datos personales, domicilio, ocupación y la cuenta bancaria donde recibirás tus ganancias.',
      'Firma tu contrato de forma electrónica con un código que te enviamos por correo.',
      'Realiza tu depósito por transferencia; cuando lo verifiquemos, tus cuotas aparecerán en tu portafolio.',
    ],
  },
};
