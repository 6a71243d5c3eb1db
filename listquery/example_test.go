package listquery_test

import (
	"fmt"
	"net/url"

	"github.com/vigilsec/vigil/listquery"
)

// A list endpoint declares its spec once; each request is parsed against it, and the query writes the SQL.
func Example() {
	codec, err := listquery.NewCodec([]byte("a 32-byte key from configuration"))
	if err != nil {
		panic(err)
	}
	spec := listquery.Spec{
		Filters: map[string]listquery.FilterSpec{
			"status":      {Column: "status", Kind: listquery.KindEnum, Values: []string{"queued", "running", "completed"}},
			"contract_id": {Column: "contract_id", Kind: listquery.KindString},
		},
		Sorts: map[string]listquery.SortSpec{
			"created_at": {Column: "created_at", Type: listquery.TypeTime},
		},
		DefaultSort: "-created_at",
		TieBreaker:  "id",
		Codec:       codec,
	}
	if err := spec.Validate(); err != nil {
		panic(err)
	}

	values, _ := url.ParseQuery("status=completed&limit=50")
	q, err := listquery.Parse(values, spec)
	if err != nil {
		panic(err) // a *vigil.Error for the client
	}
	c := q.SQL(listquery.PostgreSQL(1)) // $1 is the caller's org_id
	fmt.Println(c.Select("SELECT id, created_at FROM scans", "org_id = $1"))
	fmt.Println(len(c.Args), "query argument(s) after org_id")
	// Output:
	// SELECT id, created_at FROM scans WHERE org_id = $1 AND status = $2 ORDER BY created_at DESC, id DESC LIMIT 51
	// 1 query argument(s) after org_id
}
