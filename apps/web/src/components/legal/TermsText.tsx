import { brand } from '../../lib/brand';
import { settings } from '../../lib/settings';
import { LegalText, type LegalSection } from './LegalText';

export const TERMS_TITLE = 'Términos y condiciones';

const owner = `${brand.name} Sociedad Administradora de Fondos S.A.`;

// Requirements R2: eleven sections, Peruvian data-protection law, Lima courts, minimum age 18.
const sections: LegalSection[] = [
  {
    title: 'Disposiciones generales',
    body: (
      <>
        <p>
          Estos términos y condiciones regulan el acceso y el uso de la plataforma web de {owner} (en
          adelante, «{brand.name}»), sociedad supervisada por la {brand.regulator}. Al registrarte y usar la
          plataforma declaras haberlos leído y aceptado; si no estás de acuerdo con ellos, no debes usarla.
        </p>
        <p>
          Las condiciones particulares de cada fondo están en su reglamento de participación y en el contrato
          que firmas al invertir; ante cualquier diferencia, prevalecen esos documentos.
        </p>
      </>
    ),
  },
  {
    title: 'Del servicio',
    body: (
      <p>
        La plataforma te permite conocer los fondos que administra {brand.name}, simular inversiones,
        completar tu proceso de vinculación, suscribir cuotas, seguir el valor de tu portafolio y solicitar
        rescates, reinversiones y transferencias. Las simulaciones son referenciales y no constituyen una
        promesa de rentabilidad: el valor cuota es variable y la rentabilidad pasada no garantiza la futura.
        Podemos suspender temporalmente el servicio por mantenimiento o por causas ajenas a nuestro control.
      </p>
    ),
  },
  {
    title: 'Del registro',
    body: (
      <>
        <p>
          Para registrarte debes ser mayor de 18 años y tener capacidad legal para contratar. Te registras con
          tu documento de identidad, tus nombres y un correo electrónico que debes verificar. Debes entregar
          información veraz, completa y actualizada, y mantenerla así mientras uses la plataforma.
        </p>
        <p>
          Tu cuenta es personal e intransferible. Eres responsable de guardar tu contraseña en reserva y de
          las operaciones hechas con ella; si sospechas de un acceso no autorizado, cámbiala y escríbenos a{' '}
          {settings.supportEmail}.
        </p>
      </>
    ),
  },
  {
    title: 'Obligaciones del usuario',
    body: (
      <ul>
        <li>Usar la plataforma conforme a la ley, a estos términos y a la buena fe.</li>
        <li>Invertir únicamente fondos de origen lícito y declarar con verdad su procedencia.</li>
        <li>
          Informar cualquier cambio en tus datos personales, bancarios o de condición de persona expuesta
          políticamente.
        </li>
        <li>Revisar el reglamento de participación del fondo antes de invertir.</li>
        <li>No compartir tu cuenta ni permitir que terceros operen en tu nombre.</li>
      </ul>
    ),
  },
  {
    title: 'Firma electrónica',
    body: (
      <p>
        Aceptas firmar electrónicamente los contratos, declaraciones y solicitudes que generes en la
        plataforma mediante un código de un solo uso enviado a tu correo u otros mecanismos de autenticación.
        Conforme a la Ley N.º 27269, Ley de Firmas y Certificados Digitales, esa firma tiene la misma validez
        y eficacia jurídica que tu firma manuscrita. Guardamos la constancia de cada firma (documento, fecha,
        hora y dirección IP) y puedes descargar tus documentos firmados desde tu perfil.
      </p>
    ),
  },
  {
    title: 'Derechos del titular de la plataforma',
    body: (
      <p>
        {brand.name} puede actualizar, modificar o retirar contenidos y funciones de la plataforma; solicitar
        documentación adicional para verificar tu identidad o el origen de tus fondos; rechazar o suspender
        operaciones que no cumplan la normativa o los reglamentos; y suspender o cerrar cuentas usadas en
        contravención de estos términos, informándote el motivo cuando la ley lo permita.
      </p>
    ),
  },
  {
    title: 'Privacidad y protección de datos personales',
    body: (
      <p>
        Tratamos tus datos personales conforme a la Ley N.º 29733, Ley de Protección de Datos Personales, su
        reglamento y nuestra Política de Privacidad y Uso de Datos, que forma parte de estos términos. Puedes
        ejercer tus derechos de acceso, rectificación, cancelación, oposición, información y revocación de
        forma gratuita escribiendo a {settings.supportEmail}.
      </p>
    ),
  },
  {
    title: 'Propiedad intelectual',
    body: (
      <p>
        La marca {brand.name}, sus logotipos, el diseño de la plataforma, sus textos, gráficos y programas son
        de propiedad de {owner} o de sus licenciantes y están protegidos por el Decreto Legislativo N.º 822,
        Ley sobre el Derecho de Autor, y demás normas de propiedad intelectual. No puedes copiarlos,
        reproducirlos, distribuirlos ni modificarlos sin autorización escrita.
      </p>
    ),
  },
  {
    title: 'Uso prohibido',
    body: (
      <ul>
        <li>Suplantar la identidad de otra persona o registrar datos falsos.</li>
        <li>Usar la plataforma para lavar activos, financiar el terrorismo u otra actividad ilícita.</li>
        <li>
          Intentar acceder a cuentas, sistemas o datos ajenos, o vulnerar la seguridad de la plataforma.
        </li>
        <li>Automatizar consultas o sobrecargar los servidores con programas o robots.</li>
        <li>Introducir virus u otro código malicioso.</li>
      </ul>
    ),
  },
  {
    title: 'Responsabilidad',
    body: (
      <p>
        {brand.name} responde por la correcta ejecución de las operaciones que registras conforme a los
        reglamentos de participación. No responde por las pérdidas derivadas de la variación del valor cuota,
        que es un riesgo propio de la inversión, ni por daños causados por el mal uso de tu cuenta, por fallas
        de tu conexión o dispositivo, o por caso fortuito o fuerza mayor.
      </p>
    ),
  },
  {
    title: 'Ley aplicable y jurisdicción',
    body: (
      <p>
        Estos términos se rigen por las leyes de la República del Perú. Toda controversia sobre su
        interpretación o cumplimiento se someterá a los jueces y tribunales del Distrito Judicial de Lima, sin
        perjuicio de tu derecho a acudir a las autoridades de protección al consumidor y a la Superintendencia
        del Mercado de Valores.
      </p>
    ),
  },
];

export function TermsText({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  return <LegalText headingLevel={headingLevel} sections={sections} />;
}
