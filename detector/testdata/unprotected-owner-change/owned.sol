pragma solidity ^0.8.0;

contract Owned {
    address public owner;
    address public pendingOwner;
    mapping(address => bool) public admins;
    uint256 public fee;
    address public king;
    uint256 public price;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier onlyAdmin() {
        require(admins[msg.sender], "admin");
        _;
    }

    function setOwner(address o) external { // want "Owned.setOwner\\(\\) lets any caller set owner, which the access check at line 16 compares with the caller"
        owner = o;
    }

    function addAdmin(address a) external { // want "lets any caller grant or revoke admins for an address it chooses"
        admins[a] = true;
    }

    function setFee(uint256 f) external onlyAdmin {
        fee = f;
    }

    function claimKing() external {
        require(msg.sender == king);
        payable(msg.sender).transfer(address(this).balance);
    }

    function becomeKing() external payable { // want "lets any caller set king"
        require(msg.value > price);
        king = msg.sender;
        price = msg.value;
    }

    // Safe: guarded.
    function transferOwnership(address o) external onlyOwner {
        pendingOwner = o;
    }

    // Safe: only the pending owner may accept.
    function acceptOwnership() external {
        require(msg.sender == pendingOwner);
        owner = pendingOwner;
    }

    // Safe: an admin may only remove itself.
    function renounceAdmin() external {
        admins[msg.sender] = false;
    }

    // Safe: fee is not used by any access check.
    function bumpFee() external {
        fee += 1;
    }
}

library ECDSA {
    function recover(bytes32 hash, uint8 v, bytes32 r, bytes32 s) internal pure returns (address) {
        return ecrecover(hash, v, r, s);
    }
}

// Safe: a relayed call must carry an admin's signature.
contract Relayed {
    mapping(address => bool) public isAdmin;

    constructor() {
        isAdmin[msg.sender] = true;
    }

    function addUser(address user, uint8 v, bytes32 r, bytes32 s) external {
        if (!isAdmin[msg.sender]) {
            bytes32 hash = keccak256(abi.encodePacked(user));
            address signer = ECDSA.recover(hash, v, r, s);
            require(isAdmin[signer], "Only admins can add users.");
        }
        isAdmin[user] = true;
    }
}

// Safe: the comparison keeps the previous caller out; it grants nobody anything.
contract NoRepeat {
    address public last;
    uint256 public count;

    function poke() external {
        require(msg.sender != last, "twice");
        last = msg.sender;
        count++;
    }
}

// A position paid for under a branch on msg.value: a game's handover, reported with low confidence rather than as
// an initialiser.
contract KingOfTheHill {
    address public owner;
    uint public jackpot;

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    receive() external payable { // want "KingOfTheHill.receive\\(\\) lets any caller set owner"
        if (msg.value > jackpot) {
            owner = msg.sender;
        }
        jackpot += msg.value;
    }

    function takeAll() public onlyOwner {
        payable(msg.sender).transfer(address(this).balance);
    }
}
