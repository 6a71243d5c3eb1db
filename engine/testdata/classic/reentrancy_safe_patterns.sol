// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data) external returns (bytes4);
}

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

// Checks, effects, interactions: every write comes before the call.
contract CEIBank {
    mapping(address => uint256) public balances;
    uint256 public totalDeposits;

    event Withdrawn(address indexed who, uint256 amount);

    function deposit() external payable {
        balances[msg.sender] += msg.value;
        totalDeposits += msg.value;
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "balance");
        balances[msg.sender] -= amount;
        totalDeposits -= amount;
        emit Withdrawn(msg.sender, amount);
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
    }

    function transfer(address to, uint256 amount) external {
        balances[msg.sender] -= amount;
        balances[to] += amount;
    }
}

// Pull payments: the auction never pays during a bid; losers withdraw their refunds, zeroed before the call.
contract PullAuction {
    address public highestBidder;
    uint256 public highestBid;
    mapping(address => uint256) public pendingReturns;

    function bid() external payable {
        require(msg.value > highestBid, "low");
        if (highestBidder != address(0)) {
            pendingReturns[highestBidder] += highestBid;
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }

    function withdraw() external returns (bool) {
        uint256 amount = pendingReturns[msg.sender];
        if (amount > 0) {
            pendingReturns[msg.sender] = 0;
            (bool ok, ) = msg.sender.call{value: amount}("");
            if (!ok) {
                pendingReturns[msg.sender] = amount;
                return false;
            }
        }
        return true;
    }
}

// transfer and send forward 2300 gas: the receiver cannot write state when it calls back. Writes after them are
// at most a low finding.
contract LimitedGas {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw() external {
        uint256 amount = balances[msg.sender];
        payable(msg.sender).transfer(amount);
        balances[msg.sender] = 0;
    }

    function withdrawBySend() external {
        uint256 amount = balances[msg.sender];
        require(payable(msg.sender).send(amount));
        balances[msg.sender] = 0;
    }
}

// An NFT minted last: the hook runs after the sale is recorded.
contract SafeDrop {
    mapping(uint256 => address) public ownerOf;
    mapping(address => bool) public minted;
    uint256 public nextId;

    function mint() external {
        require(!minted[msg.sender], "minted");
        minted[msg.sender] = true;
        uint256 id = nextId++;
        ownerOf[id] = msg.sender;
        if (msg.sender.code.length > 0) {
            require(IERC721Receiver(msg.sender).onERC721Received(msg.sender, address(0), id, "") ==
                IERC721Receiver.onERC721Received.selector);
        }
    }
}

// The project's own token, set once at deployment: a standard ERC-20 transfer cannot call back.
contract Airdrop {
    IERC20 public immutable token;
    mapping(address => bool) public claimed;
    uint256 public claimedCount;

    constructor(IERC20 t) {
        token = t;
    }

    function claim() external {
        require(!claimed[msg.sender], "claimed");
        claimed[msg.sender] = true;
        require(token.transfer(msg.sender, 100e18));
        claimedCount += 1;
    }
}

// OpenZeppelin's PullPayment: the bid's refund is deposited into an escrow the contract deployed, through an
// internal helper of a base contract. The escrow's code is the unit's and cannot call back: low at most.
contract Escrow {
    address public immutable owner;
    mapping(address => uint256) public deposits;

    constructor() {
        owner = msg.sender;
    }

    function deposit(address payee) external payable {
        require(msg.sender == owner);
        deposits[payee] += msg.value;
    }

    function withdraw(address payable payee) external {
        require(msg.sender == owner);
        uint256 p = deposits[payee];
        deposits[payee] = 0;
        (bool ok, ) = payee.call{value: p}("");
        require(ok);
    }
}

abstract contract PullPayment {
    Escrow private immutable escrow;

    constructor() {
        escrow = new Escrow();
    }

    function withdrawPayments(address payable payee) external {
        escrow.withdraw(payee);
    }

    function _asyncTransfer(address dest, uint256 amount) internal {
        escrow.deposit{value: amount}(dest);
    }
}

contract EscrowAuction is PullPayment {
    address public highestBidder;
    uint256 public highestBid;

    function bid() external payable {
        require(msg.value > highestBid);
        if (highestBidder != address(0)) {
            _asyncTransfer(highestBidder, highestBid);
        }
        highestBidder = msg.sender;
        highestBid = msg.value;
    }
}
