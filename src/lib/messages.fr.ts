import type { TranslationOf } from './i18n';
import type { libMessages } from './messages';
import type { servicePanelMessages } from './service-panel.messages';
import type { errorMessages } from './error-text.messages';

export default {
  lib: {
    notifications: 'Notifications',
    serviceUnavailable: 'Ce service est indisponible pour le moment.',
    backOnline: 'Vous êtes de nouveau en ligne : {name} est prêt.',
    openPartner: 'Ouvrir {name}',
    bookingNeedsConnection: 'La réservation nécessite une connexion',
    willOpenWhenOnline: 'Vous êtes hors ligne. Nous ouvrirons {name} dès que votre appareil sera de nouveau connecté.',
    cancel: 'Annuler',
  } satisfies TranslationOf<typeof libMessages>,
  'service-panel': {
    directLoad: 'Ouverture directe de la page du partenaire, pour un meilleur confort',
    openInNewTab: 'Ouvrir dans un nouvel onglet',
    newTab: 'Nouvel onglet',
    close: 'Fermer',
    booking: 'Réservation {partner}',
    loading: 'Chargement de {partner}…',
    redirecting: '{partner} s’ouvre dans sa propre page. Redirection en cours…',
    goBack: 'Retour',
    unableToLoad: 'Impossible de charger le service',
    openedOutside: '{partner} ne peut pas s’afficher dans Astra : nous l’avons ouvert dans un nouvel onglet.',
    didNotLoad: '{partner} ne s’est pas chargé ici. Vous pouvez l’ouvrir dans un nouvel onglet.',
    connectionIssue: 'Problème de connexion',
    couldNotLoad: 'Impossible de charger l’outil de réservation pour le moment. Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    affiliate: 'Le suivi d’affiliation est activé : {partner} sait que vous venez d’Astra. Le prix reste le même pour vous.',
  } satisfies TranslationOf<typeof servicePanelMessages>,
  errors: {
    savedOffline: 'Enregistré sur cet appareil. La synchronisation se fera dès votre retour en ligne.',
    storageFull:
      'Cet appareil n’a plus d’espace de stockage pour Astra. Libérez de la place, puis enregistrez à nouveau : ce que vous avez saisi est toujours là.',
    storageUnavailable:
      'Astra a perdu l’accès au stockage de cet appareil. Réessayez dans un instant ; si le problème persiste, rechargez l’application.',
    storageError: 'Astra n’a pas pu enregistrer sur cet appareil. Réessayez ; ce que vous avez saisi est toujours là.',
    tripGoneHere: 'Ce voyage n’est plus sur cet appareil.',
    expenseGoneHere: 'Cette dépense n’est plus sur cet appareil.',
    itemGoneHere: 'Cet élément n’est plus sur cet appareil.',
    listGoneHere: 'Cette liste a été supprimée, peut-être dans un autre onglet.',
    notUploaded: 'Ce document n’a pas encore atteint le serveur : ceci est sa seule copie. Connectez-vous d’abord.',
    fileTooLarge: 'Ce fichier dépasse {size}. Essayez une photo plus légère ou un PDF de moins de pages.',
    fileWrongType: 'Le portefeuille accepte les photos (JPEG, PNG, WebP) et les PDF. Ce fichier n’est ni l’un ni l’autre.',
    networkError: 'Pas de connexion au serveur.',
    requestFailed: 'La requête a échoué ({status}).',
    internalError: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    databaseUnavailable: 'La base de données ne répond pas pour le moment. Vos modifications sont conservées ; réessayez dans un instant.',
    registrationFailed: 'Le serveur n’a pas encore pu enregistrer cet appareil.',
    badSyncResponse: 'Le serveur a envoyé une réponse illisible.',
    syncNoAcks: 'Le serveur n’a pas confirmé nos modifications.',
    changeRefused: 'Le serveur a refusé cette modification.',
    deviceChanged: 'Cet appareil vient d’être associé ou retiré : renvoyez les modifications.',
    deviceRemoved:
      'Cet appareil a été retiré de vos appareils. Ses voyages et listes ne se synchronisent plus ici ; associez-le de nouveau avec un code d’un de vos appareils.',
    tripReadOnly:
      'Vous pouvez consulter ce voyage partagé, mais pas le modifier. Demandez à l’organisateur du voyage de vous en donner le droit.',
    tripOwnerOnly: 'Seul l’organisateur du voyage peut faire cela.',
    tripOwnerOnlyDelete:
      'Seul l’organisateur d’un voyage partagé peut le supprimer. Vous pouvez le quitter depuis le panneau Partager du voyage.',
    tripAccessRemoved:
      'Vous avez été retiré de ce voyage partagé : cette modification n’a donc pas été enregistrée. Ce que vous avez écrit reste ici pour que vous puissiez le copier.',
    serverWritten: 'Cela se modifie depuis le panneau Partager du voyage, pas par la synchronisation.',
    tripNotFound: 'Ce voyage n’existe plus sur le serveur (il a peut-être été supprimé).',
    tripDeleted: 'Ce voyage a été supprimé : cette modification n’a donc pas été enregistrée.',
    recordNotFound:
      'Cet élément n’existe plus sur le serveur (il a peut-être été supprimé) : la modification n’a donc pas été enregistrée.',
    recordDeleted: 'Cet élément a été supprimé sur un autre appareil : la modification n’a donc pas été enregistrée.',
    recordExists: 'Un autre élément du serveur porte déjà cet identifiant : rien n’a donc été enregistré.',
    unknownDeparture: 'Code d’aéroport de départ « {code} » inconnu : vérifiez le code ou choisissez l’aéroport dans la liste.',
    unknownArrival: 'Code d’aéroport d’arrivée « {code} » inconnu : vérifiez le code ou choisissez l’aéroport dans la liste.',
    quotaRecords:
      'Vous avez déjà {count} éléments enregistrés, le maximum que conserve Astra. Supprimez ceux dont vous n’avez plus besoin ; celui-ci reste sur l’appareil et se synchronisera dès qu’il y aura de la place.',
    quotaDocuments:
      'Vos documents occupent déjà {size}, le maximum que le portefeuille conserve pour vous. Retirez un document devenu inutile pour ajouter celui-ci.',
    fileNotFound: 'Il n’y a ici aucun fichier que vous puissiez ouvrir.',
    fileDamaged: 'Le fichier est arrivé endommagé : rien n’a été conservé. Envoyez-le à nouveau.',
    tooLargeToSend: 'C’est trop volumineux pour être envoyé (plus de {size}).',
    rateLimitedWait: 'Trop de tentatives en peu de temps. Réessayez dans {wait}.',
    rateLimitedMoment: 'Trop de tentatives en peu de temps. Réessayez dans un instant.',
    inviteNotFound: 'Ce lien d’invitation ne fonctionne pas : il a été désactivé ou mal copié. Demandez-en un nouveau.',
    inviteExpired: 'Ce lien d’invitation a expiré. Demandez-en un nouveau à l’organisateur du voyage.',
    inviteRemoved: 'Vous avez été retiré de ce voyage après la création de cette invitation. Demandez-en une nouvelle à son organisateur.',
    ownerRole: 'Un voyage garde son organisateur : vous pouvez modifier le rôle des autres participants.',
    memberOwnName: 'Chaque participant choisit lui-même son nom.',
    memberNotFound: 'Cette personne ne participe pas au voyage (elle l’a peut-être quitté).',
    ownerCannotLeave: 'L’organisateur ne peut pas quitter un voyage partagé. Retirez les autres participants ou supprimez le voyage.',
    deviceNotFound: 'Aucun de vos appareils ne porte cet identifiant. Il a peut-être déjà été retiré.',
    codeInvalid: 'Ce code ne correspond à aucun code que nous avons créé. Vérifiez-le sur l’autre appareil ou demandez-en un nouveau.',
    codeUsed: 'Ce code a déjà servi : chaque code associe un seul appareil. Demandez-en un nouveau sur l’autre appareil.',
    codeExpired: 'Ce code a expiré (un code est valable {minutes} minutes). Demandez-en un nouveau sur l’autre appareil.',
    alreadyLinked: 'Cet appareil fait déjà partie de vos appareils.',
    deviceHasOthers:
      'Cet appareil est déjà associé à d’autres appareils. Retirez-le d’abord de ceux-ci (depuis leur écran Appareils), puis associez-le ici.',
    lastDevice:
      'C’est le seul appareil qui contient vos voyages : il ne peut pas être retiré. Associez d’abord un autre appareil ou créez un code de récupération.',
    calendarLinkNotFound: 'Ce lien d’agenda n’existe pas ou a été désactivé. Demandez un nouveau lien dans l’application.',
    cityNotSaved: '{city} n’est pas encore enregistrée sur cet appareil. Ouvrez-la une fois en ligne pour la garder hors ligne.',
    cityNotFound: 'Aucune ville ne s’appelle « {city} ».',
    partnerLinkRefused: 'Impossible de créer un lien sûr vers {name} avec ces paramètres.',
  } satisfies TranslationOf<typeof errorMessages>,
};
