pragma solidity ^0.4.24;

contract Auction {
    address public leader;
    uint public bid;

    // Safe: the displaced leader gets its own bid back, and only a caller who pays more can take its place.
    function outbid() public payable {
        require(msg.value > bid);
        leader.transfer(bid);
        leader = msg.sender;
        bid = msg.value;
    }
}

contract Board {
    address public leader;

    // Any caller can name the leader freely here, then have it paid.
    function setLeader(address who) public {
        leader = who;
    }

    function payLeader() public { // want "lets any caller send address\\(this\\).balance to leader"
        leader.transfer(address(this).balance);
    }
}

contract Puzzle {
    bytes32 constant answer = 0xb5b5b97fafd9855eec9b41f74dfb6c38f5951141f9a3ecd7f44d5479b630ee0a;

    constructor() public payable {}

    // Left to front-running-secret: only a caller who knows the preimage is paid.
    function solve(string solution) public {
        require(answer == keccak256(abi.encodePacked(solution)));
        msg.sender.transfer(10 ether);
    }

    function gift() public { // want "lets any caller send 1 ether to msg.sender"
        msg.sender.transfer(1 ether);
    }
}

contract Signed {
    mapping(address => bool) public isOwner;

    // Safe here: an owner's signature authorises the payment (its replay is signature-replay's finding).
    function pay(address to, uint amount, uint8 v, bytes32 r, bytes32 s) public {
        address signer = ecrecover(keccak256(abi.encodePacked(to, amount)), v, r, s);
        require(isOwner[signer]);
        to.transfer(amount);
    }

    // Any key signs something: a valid signature alone authorises nothing.
    function payAnySigner(address to, uint amount, uint8 v, bytes32 r, bytes32 s) public { // want "lets any caller send amount to to"
        require(ecrecover(keccak256(abi.encodePacked(to, amount)), v, r, s) != address(0));
        to.transfer(amount);
    }
}

contract OpenAuction {
    address public leader;
    uint public bid;

    function outbid() public payable { // want "lets any caller send bid to leader"
        require(msg.value > bid);
        leader.transfer(bid);
        leader = msg.sender;
        bid = msg.value;
    }

    // Anyone can name the leader, so the refund of outbid() can go to any address.
    function setLeader(address who) public {
        leader = who;
    }
}

// Safe: the buyer's payment covers what is passed on to the sellers, and is not recorded as a deposit.
contract Market {
    struct Listing {
        address payable seller;
        uint256 price;
    }
    mapping(uint256 => Listing) public listings;

    function list(uint256 id, uint256 price) public {
        listings[id] = Listing(msg.sender, price);
    }

    function buy(uint256[] memory ids) public payable {
        uint256 total;
        for (uint256 i = 0; i < ids.length; i++) {
            Listing storage l = listings[ids[i]];
            uint256 amount = l.price;
            l.seller.transfer(amount);
            total = total + amount;
        }
        require(total <= msg.value);
    }
}
