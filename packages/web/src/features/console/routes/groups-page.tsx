import { Stack, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGroups } from '../api/groups.ts';
import { DataTable } from '../components/data-table.tsx';
import { GROUP_COLUMNS } from '../components/group-columns.tsx';
import { SearchBox } from '../components/search-box.tsx';

/** Groups, newest first, found by id, name or the organiser's email. */
export function GroupsPage() {
  const [q, setQ] = useState('');
  const groups = useGroups(useDeferredValue(q.trim()));
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Groups
      </Typography>
      <SearchBox
        label="Search groups"
        value={q}
        onChange={setQ}
        helperText="A group's ID, part of its name, or part of its organiser's email"
      />
      {groups.error ? <Typography color="error">{groups.error.message}</Typography> : null}
      <DataTable
        label="Groups"
        rows={groups.data?.groups ?? []}
        columns={GROUP_COLUMNS}
        getRowId={(g) => g.webShopId}
        loading={groups.isFetching}
        onOpen={(g) => void navigate(`/groups/${g.webShopId}`)}
      />
    </Stack>
  );
}
