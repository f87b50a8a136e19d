/** The investment terms the product uses, explained in plain Spanish (shown sorted on /glosario). */
export interface GlossaryTerm {
  term: string;
  definition: string;
}

export const glossaryTerms: readonly GlossaryTerm[] = [
  {
    term: 'Acreencia',
    definition:
      'Derecho que tiene una persona o empresa a cobrar una deuda. En Mutuo Acreencias, los préstamos del fondo están respaldados por acreencias de empresas.',
  },
  {
    term: 'Asamblea general de partícipes',
    definition:
      'Reunión de los partícipes de un fondo en la que se toman decisiones importantes, como modificar el reglamento de participación o aumentar el capital.',
  },
  {
    term: 'Bono',
    definition:
      'Instrumento de deuda con el que una empresa obtiene financiamiento y se compromete a devolver el capital y pagar intereses en fechas fijas.',
  },
  {
    term: 'Comisión',
    definition:
      'Monto que cobra la sociedad administradora por gestionar el fondo. Se descuenta del patrimonio del fondo y ya está reflejada en el valor cuota.',
  },
  {
    term: 'Cuota',
    definition:
      'Cada una de las partes iguales en que se divide el patrimonio de un fondo. Al invertir compras cuotas, y tu inversión vale el número de cuotas por el valor cuota.',
  },
  {
    term: 'Custodio',
    definition:
      'Entidad independiente que guarda los activos y el efectivo del fondo y verifica que las operaciones se hagan según el reglamento.',
  },
  {
    term: 'Diversificación',
    definition:
      'Repartir la inversión entre varios deudores, sectores o productos para que el mal resultado de uno afecte menos al conjunto.',
  },
  {
    term: 'Factoring',
    definition:
      'Operación en la que una empresa vende sus facturas por cobrar antes de su vencimiento, a cambio de un descuento. El fondo compra esas facturas y gana la diferencia al cobrarlas.',
  },
  {
    term: 'Factura negociable',
    definition:
      'Comprobante de pago que, una vez aceptado por el cliente, puede transferirse a terceros como un título valor. Es el activo principal de los fondos de factoring.',
  },
  {
    term: 'Fondo de inversión',
    definition:
      'Patrimonio formado por los aportes de muchos inversionistas que una sociedad administradora invierte en conjunto según un reglamento de participación.',
  },
  {
    term: 'Horizonte de inversión',
    definition:
      'Tiempo durante el que piensas mantener tu dinero invertido. Elegir un plazo acorde a tus metas evita tener que rescatar antes de tiempo.',
  },
  {
    term: 'Impuesto a la renta',
    definition:
      'Tributo que se aplica sobre la ganancia de tus inversiones. En el simulador, los pagos se muestran netos de la retención correspondiente.',
  },
  {
    term: 'Liquidez',
    definition:
      'Facilidad y rapidez con que una inversión puede convertirse en dinero sin perder valor. Los fondos cerrados tienen menos liquidez que una cuenta de ahorros.',
  },
  {
    term: 'Monto mínimo de inversión',
    definition:
      'Importe más bajo con el que puedes suscribir cuotas de un producto. Depende del producto y de la moneda.',
  },
  {
    term: 'Mutuo',
    definition:
      'Contrato de préstamo de dinero en el que quien lo recibe se obliga a devolver la misma cantidad más los intereses pactados en el plazo acordado.',
  },
  {
    term: 'Partícipe',
    definition:
      'Persona que tiene cuotas de un fondo de inversión. Como partícipe compartes los resultados del fondo en proporción a tus cuotas.',
  },
  {
    term: 'Patrimonio del fondo',
    definition:
      'Valor total de los activos del fondo menos sus obligaciones. Dividido entre el número de cuotas en circulación da el valor cuota.',
  },
  {
    term: 'Perfil de riesgo',
    definition:
      'Cuánta variación en el valor de tu inversión estás dispuesto a aceptar a cambio de una mayor rentabilidad esperada. Lo conocemos con el cuestionario inicial.',
  },
  {
    term: 'Recompra de cuotas',
    definition:
      'Compra de cuotas que hace el propio fondo a sus partícipes. El fondo puede recomprar cada trimestre hasta el 15\u00a0% de su capital, según el artículo 34 del reglamento.',
  },
  {
    term: 'Reglamento de participación',
    definition:
      'Documento que fija las reglas del fondo: su objetivo, sus inversiones, comisiones, derechos de los partícipes y condiciones de suscripción y rescate.',
  },
  {
    term: 'Reinversión',
    definition:
      'Usar las ganancias o el capital que te corresponde para comprar nuevas cuotas, en lugar de retirarlos a tu cuenta bancaria.',
  },
  {
    term: 'Rentabilidad',
    definition:
      'Ganancia o pérdida de una inversión en un periodo, expresada como porcentaje del monto invertido. La rentabilidad pasada no garantiza la futura.',
  },
  {
    term: 'Rentabilidad anualizada',
    definition:
      'Rentabilidad de un periodo distinto de un año expresada como si se obtuviera durante un año completo, para poder comparar periodos y productos.',
  },
  {
    term: 'Rescate',
    definition:
      'Solicitud para vender tus cuotas al fondo y recibir su valor en tu cuenta bancaria. Se liquida con el valor cuota de la fecha que fija el reglamento.',
  },
  {
    term: 'SAF (Sociedad Administradora de Fondos)',
    definition:
      'Empresa autorizada por la SMV para gestionar fondos de inversión por cuenta de sus partícipes.',
  },
  {
    term: 'SMV (Superintendencia del Mercado de Valores)',
    definition:
      'Entidad del Estado peruano que supervisa a las sociedades administradoras y a sus fondos. Su supervisión no implica que recomiende una inversión.',
  },
  {
    term: 'Suscripción',
    definition:
      'Compra de cuotas de un fondo. Tu aporte se convierte en cuotas según el valor cuota del día en que se procesa la solicitud.',
  },
  {
    term: 'TEA (Tasa Efectiva Anual)',
    definition:
      'Tasa de interés que expresa lo que rinde o cuesta el dinero en un año, incluyendo el efecto de la capitalización de los intereses.',
  },
  {
    term: 'Transferencia de cuotas',
    definition:
      'Traspaso de cuotas de un partícipe a otra persona. Debe registrarse ante la sociedad administradora para que tenga efecto.',
  },
  {
    term: 'TREA (Tasa de Rendimiento Efectivo Anual)',
    definition:
      'Rendimiento real que obtiene un ahorro o inversión en un año, después de descontar comisiones y gastos. Sirve para comparar alternativas.',
  },
  {
    term: 'Valor cuota',
    definition:
      'Precio de una cuota en una fecha. Se calcula cada día hábil dividiendo el patrimonio del fondo entre las cuotas en circulación, y puede subir o bajar.',
  },
  {
    term: 'Vencimiento',
    definition:
      'Fecha en que termina el plazo de una inversión o de un instrumento y se devuelve el capital.',
  },
];
