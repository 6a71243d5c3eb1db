pragma solidity ^0.4.21;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        assert(c >= a);
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        assert(b <= a);
        return a - b;
    }

    function mul(uint256 a, uint256 b) internal pure returns (uint256) {
        if (a == 0) return 0;
        uint256 c = a * b;
        assert(c / a == b);
        return c;
    }
}

/// Community grant fund (2017 vintage): token holders' council votes grants, each paid in ether
/// tranches as the grantee reports progress. releaseTranche() marks the tranche paid before it
/// sends, and ignores whether send() worked: a grantee multisig whose fallback needs more than the
/// 2300-gas stipend never receives the tranche, which stays recorded as paid.
contract CommunityGrantFund {
    using SafeMath for uint256;

    struct Grant {
        address grantee;
        uint256 trancheSize;
        uint256 tranches;
        uint256 released;
    }

    address public council;
    uint256 public committed;
    Grant[] public grants;

    event GrantAwarded(uint256 id, address grantee, uint256 trancheSize, uint256 tranches);
    event TrancheReleased(uint256 id, uint256 index);

    modifier onlyCouncil() {
        require(msg.sender == council);
        _;
    }

    function CommunityGrantFund() public {
        council = msg.sender;
    }

    function() public payable {}

    function award(address grantee, uint256 trancheSize, uint256 tranches) public onlyCouncil returns (uint256) {
        require(grantee != address(0));
        require(tranches > 0 && tranches <= 12);
        uint256 total = trancheSize.mul(tranches);
        require(committed.add(total) <= this.balance);
        committed = committed.add(total);
        grants.push(Grant(grantee, trancheSize, tranches, 0));
        GrantAwarded(grants.length - 1, grantee, trancheSize, tranches);
        return grants.length - 1;
    }

    function releaseTranche(uint256 id) public onlyCouncil {
        Grant storage g = grants[id];
        require(g.released < g.tranches);
        g.released = g.released.add(1);
        committed = committed.sub(g.trancheSize);
        // <yes> <report> UNCHECKED_LL_CALLS
        g.grantee.send(g.trancheSize);
        TrancheReleased(id, g.released);
    }

    function close() public onlyCouncil {
        require(committed == 0);
        selfdestruct(council);
    }
}
