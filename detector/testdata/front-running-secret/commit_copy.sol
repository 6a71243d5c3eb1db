pragma solidity ^0.8.0;

// The commitment is a hash of the choice and a salt alone: the joiner commits the creator's commitment, waits for
// the creator's reveal and reveals the same values, so the choices always match.
contract CopiedCommit {
    struct Game {
        address payable creator;
        address payable joiner;
        bytes32 creatorCommit;
        bytes32 joinerCommit;
        int8 creatorChoice;
        int8 joinerChoice;
    }

    mapping(uint256 => Game) public games;

    function open(uint256 id, bytes32 commit) external payable {
        require(msg.value == 1 ether && games[id].creator == address(0));
        games[id] = Game(payable(msg.sender), payable(address(0)), commit, 0, -1, -1);
    }

    function join(uint256 id, bytes32 commit) external payable {
        Game storage g = games[id];
        require(msg.value == 1 ether && g.joiner == address(0) && msg.sender != g.creator);
        g.joiner = payable(msg.sender);
        g.joinerCommit = commit;
    }

    function reveal(uint256 id, uint8 choice, bytes32 salt) external { // want "CopiedCommit.reveal\\(\\) checks a stored commitment against a hash of the revealed values that binds no account"
        Game storage g = games[id];
        bytes32 h = keccak256(abi.encodePacked(choice, salt));
        if (msg.sender == g.creator) {
            require(g.creatorChoice < 0 && h == g.creatorCommit);
            g.creatorChoice = int8(choice);
        } else {
            require(msg.sender == g.joiner && g.joinerChoice < 0 && h == g.joinerCommit);
            g.joinerChoice = int8(choice);
        }
    }

    function settle(uint256 id) external {
        Game storage g = games[id];
        require(g.creatorChoice >= 0 && g.joinerChoice >= 0);
        address payable winner = g.creatorChoice == g.joinerChoice ? g.joiner : g.creator;
        delete games[id];
        winner.transfer(2 ether);
    }
}

// Safe: the commitment binds the committer, so a copied one fails the copier's reveal.
contract BoundCommit {
    struct Game {
        address payable creator;
        address payable joiner;
        bytes32 creatorCommit;
        bytes32 joinerCommit;
        int8 creatorChoice;
        int8 joinerChoice;
    }

    mapping(uint256 => Game) public games;

    function open(uint256 id, bytes32 commit) external payable {
        require(msg.value == 1 ether && games[id].creator == address(0));
        games[id] = Game(payable(msg.sender), payable(address(0)), commit, 0, -1, -1);
    }

    function join(uint256 id, bytes32 commit) external payable {
        Game storage g = games[id];
        require(msg.value == 1 ether && g.joiner == address(0) && msg.sender != g.creator);
        g.joiner = payable(msg.sender);
        g.joinerCommit = commit;
    }

    function reveal(uint256 id, uint8 choice, bytes32 salt) external {
        Game storage g = games[id];
        bytes32 h = keccak256(abi.encodePacked(msg.sender, choice, salt));
        if (msg.sender == g.creator) {
            require(g.creatorChoice < 0 && h == g.creatorCommit);
            g.creatorChoice = int8(choice);
        } else {
            require(msg.sender == g.joiner && g.joinerChoice < 0 && h == g.joinerCommit);
            g.joinerChoice = int8(choice);
        }
    }

    function settle(uint256 id) external {
        Game storage g = games[id];
        require(g.creatorChoice >= 0 && g.joinerChoice >= 0);
        address payable winner = g.creatorChoice == g.joinerChoice ? g.joiner : g.creator;
        delete games[id];
        winner.transfer(2 ether);
    }
}
