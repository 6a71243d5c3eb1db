pragma solidity ^0.5.16;

/// Bracket tournaments with an entry fee. The organiser sets prize weights for the top places when creating the
/// tournament; after the final, the organiser posts the ranking and each ranked player claims their prize.
contract BracketTournament {
    struct Tournament {
        address organiser;
        uint256 entryFee;
        uint256 pot;
        uint256 totalWeight;
        uint256[] weights;
        address[] ranking;
        uint256 maxPlayers;
        uint256 players;
        bool finished;
    }

    uint256 public count;
    mapping(uint256 => Tournament) internal tournaments;
    mapping(uint256 => mapping(address => bool)) public entered;
    mapping(uint256 => mapping(uint256 => bool)) public claimed;

    event Entered(uint256 indexed id, address player);
    event Finished(uint256 indexed id);
    event Claimed(uint256 indexed id, uint256 place, address player, uint256 prize);

    function create(uint256 entryFee, uint256 maxPlayers, uint256[] calldata weights) external returns (uint256 id) {
        require(weights.length > 0 && weights.length <= maxPlayers, "weights");
        id = ++count;
        Tournament storage t = tournaments[id];
        t.organiser = msg.sender;
        t.entryFee = entryFee;
        t.maxPlayers = maxPlayers;
        for (uint256 i = 0; i < weights.length; i++) {
            require(weights[i] > 0, "weight");
            t.weights.push(weights[i]);
            t.totalWeight += weights[i];
        }
    }

    function enter(uint256 id) external payable {
        Tournament storage t = tournaments[id];
        require(t.organiser != address(0) && !t.finished, "closed");
        require(!entered[id][msg.sender], "entered");
        require(t.players < t.maxPlayers, "full");
        require(msg.value == t.entryFee, "fee");
        entered[id][msg.sender] = true;
        t.players++;
        t.pot += msg.value;
        emit Entered(id, msg.sender);
    }

    function finish(uint256 id, address[] calldata ranking) external {
        Tournament storage t = tournaments[id];
        require(msg.sender == t.organiser, "organiser");
        require(!t.finished, "finished");
        require(ranking.length == t.weights.length, "ranking");
        for (uint256 i = 0; i < ranking.length; i++) {
            require(entered[id][ranking[i]], "not a player");
        }
        t.ranking = ranking;
        t.finished = true;
        emit Finished(id);
    }

    function claim(uint256 id, uint256 place) external {
        Tournament storage t = tournaments[id];
        require(t.finished, "running");
        require(t.ranking[place] == msg.sender, "place");
        require(!claimed[id][place], "claimed");
        claimed[id][place] = true;
        // <yes> <report> ARITHMETIC
        uint256 prize = t.pot / t.totalWeight * t.weights[place];
        msg.sender.transfer(prize);
        emit Claimed(id, place, msg.sender, prize);
    }
}
