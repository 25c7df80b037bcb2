import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { initialsOf, taggedStoreLink, type TeamParticipant } from '@fundshop/core';
import { Avatar, List, ListItem, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';

/**
 * Participants as their stores show them (docs/decisions/0037), each leading to its store. A plain link, not the
 * router's: the store is its own page, drawn by the server (a phone's fast first paint, docs/decisions/0016), and that
 * page load is what counts as the store being opened (docs/decisions/0049).
 */
export function ParticipantList({ participants }: { participants: readonly TeamParticipant[] }) {
  return (
    <List disablePadding>
      {participants.map((participant) => (
        // Each link in its own list item: a list holds items, not links (axe's rule 'list').
        <ListItem key={participant.sellerId} disablePadding>
          <ListItemButton
            component="a"
            href={taggedStoreLink(`/shop/${participant.sellerId}`, 'team')}
            sx={{ borderRadius: 1, minHeight: 56 }}
          >
            <ListItemAvatar>
              {participant.sellerPictureUrl ? (
                <Avatar src={participant.sellerPictureUrl} alt="" />
              ) : (
                <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', fontWeight: 700 }}>
                  {initialsOf(participant.sellerName)}
                </Avatar>
              )}
            </ListItemAvatar>
            <ListItemText
              primary={participant.sellerName}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
            <ChevronRightIcon aria-hidden="true" color="action" />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
