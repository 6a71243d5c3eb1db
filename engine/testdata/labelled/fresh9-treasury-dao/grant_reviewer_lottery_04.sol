pragma solidity ^0.4.24;

/// A DAO's small-grants programme picks the reviewer for each application at random from the reviewer pool;
/// the reviewer's approval alone releases the grant.
contract SmallGrantsLottery {
    address public steward;
    address[] public reviewers;
    mapping(address => bool) public isReviewer;

    struct Application {
        address applicant;
        uint256 amount;
        address reviewer;
        bool paid;
    }

    Application[] public applications;

    event Assigned(uint256 indexed id, address reviewer);

    modifier onlySteward() {
        require(msg.sender == steward);
        _;
    }

    constructor() public {
        steward = msg.sender;
    }

    function() public payable {}

    function addReviewer(address r) public onlySteward {
        require(!isReviewer[r]);
        isReviewer[r] = true;
        reviewers.push(r);
    }

    function submit(uint256 amount) public returns (uint256 id) {
        require(amount <= 5 ether);
        require(reviewers.length > 0);
        id = applications.length;
        // <yes> <report> BAD_RANDOMNESS
        uint256 pick = uint256(keccak256(abi.encodePacked(blockhash(block.number - 1), now, msg.sender))) % reviewers.length;
        applications.push(Application(msg.sender, amount, reviewers[pick], false));
        emit Assigned(id, reviewers[pick]);
    }

    function approve(uint256 id) public {
        Application storage a = applications[id];
        require(msg.sender == a.reviewer);
        require(!a.paid);
        a.paid = true;
        a.applicant.transfer(a.amount);
    }
}
